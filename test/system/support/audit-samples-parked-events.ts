import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { streams } from '@cs/contracts';
import { parkEvent, parkedEvents, type Db } from '@cs/service-kit';
import type { SampleBuilder, SampleContext } from './audit-sample';

/** A consumer each service runs (the one a parked row must name to be replayed). */
const consumers = {
  identity: { consumer: 'identity-employees', stream: streams.staffing.name },
  facilities: { consumer: 'facilities-value-lists', stream: streams.staffing.name },
  staffing: { consumer: 'staffing-contracts', stream: streams.facilities.name },
  audit: { consumer: 'audit-all', stream: streams.identity.name },
} as const;
type Service = keyof typeof consumers;

/**
 * Parks a well-formed event in `service`'s table, as if its handler had failed: the catalog's
 * `identity.parkedEvent.replayed`, which the service consumers ignore and audit records, so a
 * replay succeeds. The replay itself must be audited as `<service>.parkedEvent.replayed`.
 */
async function parked(db: Db, service: Service): Promise<string> {
  const id = uuidv7();
  const envelope = {
    id,
    type: 'identity.parkedEvent.replayed',
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: { userId: null, displayName: 'audit completeness' },
    subject: { type: 'parkedEvent', id: uuidv7() },
    data: { id: uuidv7(), consumer: 'x', stream: 'IDENTITY', subject: 'x', eventId: null, outcome: 'ignored' },
    correlationId: null,
  };
  await parkEvent(db, { ...consumers[service], subject: envelope.type, eventId: id, reason: 'parked by the audit-completeness test', payload: JSON.stringify(envelope) });
  const [row] = await db.select({ id: parkedEvents.id }).from(parkedEvents).where(eq(parkedEvents.eventId, id));
  return row.id;
}

const replaySample =
  (service: Service): SampleBuilder =>
  async (ctx: SampleContext) => {
    const id = await parked(ctx.databases[service](), service);
    return { params: { id }, entity: { type: 'parkedEvent', id }, action: 'replayed' };
  };

/** The operator's replay of a parked event, one per service. */
export const parkedEventSamples: Record<string, SampleBuilder> = {
  replayParkedEventIdentity: replaySample('identity'),
  replayParkedEventFacilities: replaySample('facilities'),
  replayParkedEventStaffing: replaySample('staffing'),
  replayParkedEventAudit: replaySample('audit'),
};
