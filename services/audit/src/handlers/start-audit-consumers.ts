import { streams } from '@cs/contracts';
import { onAnyEvent as everyEvent, startConsumer, type RunningConsumer, type ServiceDeps } from '@cs/service-kit';
import { onAnyEvent } from './on-any-event';

/** The durable consumer name on every stream (`<service>-<purpose>`). */
export const AUDIT_CONSUMER = 'audit-all';

export interface AuditConsumerOptions {
  concurrency?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
}

/**
 * One durable consumer per producing stream, registered for every event type and every version
 * (audit reads only the envelope); each event becomes exactly one audit entry (`concurrency` at once).
 */
export async function startAuditConsumers({ bus, db, logger }: ServiceDeps, options: AuditConsumerOptions = {}): Promise<RunningConsumer[]> {
  const started: RunningConsumer[] = [];
  try {
    for (const stream of Object.values(streams)) {
      started.push(await startConsumer({ bus, db, logger, stream, durable: AUDIT_CONSUMER, events: everyEvent(onAnyEvent), ...options }));
    }
    return started;
  } catch (error) {
    await Promise.all(started.map((consumer) => consumer.stop()));
    throw error;
  }
}
