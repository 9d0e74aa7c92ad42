import { streams } from '@cs/contracts';
import { startConsumer, type RunningConsumer, type ServiceDeps } from '@cs/service-kit';
import { onAnyEvent } from './on-any-event';
import { parkEvent } from './parked-events.repo';

/** The durable consumer name on every stream (`<service>-<purpose>`). */
export const AUDIT_CONSUMER = 'audit-all';

/** One durable consumer per producing stream; each event becomes exactly one audit entry (`concurrency` at once). */
export async function startAuditConsumers({ bus, db, logger }: ServiceDeps, concurrency = 1): Promise<RunningConsumer[]> {
  const started: RunningConsumer[] = [];
  try {
    for (const stream of Object.values(streams)) {
      started.push(
        await startConsumer({
          bus,
          db,
          logger,
          stream,
          durable: AUDIT_CONSUMER,
          handle: onAnyEvent,
          concurrency,
          onPoison: (payload, reason, subject) => parkEvent(db, { stream: stream.name, subject, payload, reason }),
        }),
      );
    }
    return started;
  } catch (error) {
    await Promise.all(started.map((consumer) => consumer.stop()));
    throw error;
  }
}
