import { streams } from '@cs/contracts';
import { startConsumer, type EventHandlers, type RunningConsumer, type ServiceDeps } from '@cs/service-kit';
import { contractReplicaEvents } from './on-contract-event';
import { facilityDirectoryEvents } from './on-facility-event';
import { clientReplicaEvents } from './on-client-event';

/** A durable consumer on FACILITIES; the kit derives its filter subject from the event types and parks what fails. */
function replicaConsumer(deps: ServiceDeps, durable: string, events: EventHandlers): Promise<RunningConsumer> {
  const { bus, db, logger } = deps;
  return startConsumer({ bus, db, logger, stream: streams.facilities, durable, events });
}

/** staffing-facility-directory, staffing-contracts and staffing-clients: the replicas the checks and orders read. */
export async function startReplicaConsumers(deps: ServiceDeps): Promise<RunningConsumer[]> {
  return Promise.all([
    replicaConsumer(deps, 'staffing-facility-directory', facilityDirectoryEvents),
    replicaConsumer(deps, 'staffing-contracts', contractReplicaEvents),
    replicaConsumer(deps, 'staffing-clients', clientReplicaEvents),
  ]);
}
