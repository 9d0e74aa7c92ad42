import { streams, type EventEnvelope } from '@cs/contracts';
import { contractEventSubjects, facilityEventSubjects } from '@cs/contracts/events/facilities';
import { startConsumer, type RunningConsumer, type ServiceDeps, type Tx } from '@cs/service-kit';
import { onContractEvent } from './on-contract-event';
import { onFacilityEvent } from './on-facility-event';
import { parkEvent } from './park-event';

type Apply = (tx: Tx, event: EventEnvelope) => Promise<string | null>;

/** A durable consumer on FACILITIES whose malformed envelopes and data are parked, never retried forever. */
function replicaConsumer(deps: ServiceDeps, durable: string, filterSubjects: string[], apply: Apply): Promise<RunningConsumer> {
  const { bus, db, logger } = deps;
  return startConsumer({
    bus,
    db,
    logger,
    stream: streams.facilities,
    durable,
    filterSubjects,
    handle: async (tx, event) => {
      const reason = await apply(tx, event);
      if (reason) await parkEvent(tx, logger, { consumer: durable, subject: event.type, reason, payload: event });
    },
    onPoison: (raw, reason, subject) => parkEvent(db, logger, { consumer: durable, subject, reason, payload: raw }),
  });
}

/** staffing-facility-directory and staffing-contracts: the replicas the checks and orders read. */
export async function startReplicaConsumers(deps: ServiceDeps): Promise<RunningConsumer[]> {
  return Promise.all([
    replicaConsumer(deps, 'staffing-facility-directory', facilityEventSubjects, onFacilityEvent),
    replicaConsumer(deps, 'staffing-contracts', contractEventSubjects, onContractEvent),
  ]);
}
