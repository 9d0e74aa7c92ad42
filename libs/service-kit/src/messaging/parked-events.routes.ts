import { toPaged, type Api, type EventEnvelope } from '@cs/contracts';
import type { Db, Tx } from '../db';
import type { OutboxRelay } from '../outbox/relay';
import { recordEvent } from '../outbox/record-event';
import { actorOf } from '../outbox/transaction';
import type { Handlers } from '../operations';
import { conflict, notFound } from '../problem-details';
import type { RunningConsumer } from './consumer';
import { listParkedEvents, type ParkedEventRow } from './parked-events';
import { replayParkedEvent } from './replay-parked';

export interface ParkedEventsRouteDeps {
  db: Db;
  relay: OutboxRelay;
  /** The service's running consumers (a parked row is replayed by the one that parked it). */
  consumers: () => readonly RunningConsumer[];
  /** `<context>` of the replay event `<context>.parkedEvent.replayed`. */
  context: string;
  /** Where the replay event goes: the outbox (default), or straight into audit's own log. */
  record?: (tx: Tx, event: Omit<EventEnvelope, 'id' | 'occurredAt' | 'version'>) => Promise<void>;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const toResponse = (row: ParkedEventRow) => ({ ...row, parkedAt: iso(row.parkedAt)!, replayedAt: iso(row.replayedAt) });

/**
 * The handlers of `GET /api/admin/parked-events/{service}` and `POST …/{id}/replay` (a service's
 * `<service>ParkedEventsApi` in `libs/contracts/src/http/admin.ts`, mounted with the service's
 * other owned tables). A replay is recorded as the event `<context>.parkedEvent.replayed` in the
 * same transaction.
 */
export function parkedEventsHandlers<A extends Api>(api: A, deps: ParkedEventsRouteDeps): Handlers<A> {
  const [listName, replayName] = Object.keys(api);
  const record = deps.record ?? ((tx, event) => recordEvent(tx, event).then(() => undefined));
  const handlers = {
    [listName]: async ({ query }: { query: { page: number; pageSize: number; all?: 'true' | 'false' } }) => {
      const { items, totalCount } = await listParkedEvents(deps.db, { page: query.page, pageSize: query.pageSize, all: query.all === 'true' });
      return toPaged(items.map(toResponse), totalCount, query);
    },
    [replayName]: async ({ params, principal, requestId }: { params: { id: string }; principal: Parameters<typeof actorOf>[0]; requestId: string }) => {
      const result = await replayParkedEvent(deps.db, deps.consumers(), params.id, (tx, row, outcome) =>
        record(tx, {
          type: `${deps.context}.parkedEvent.replayed`,
          actor: actorOf(principal),
          subject: { type: 'parkedEvent', id: row.id },
          data: { id: row.id, consumer: row.consumer, stream: row.stream, subject: row.subject, eventId: row.eventId, outcome },
          correlationId: requestId,
        }),
      );
      deps.relay.kick();
      if (result.ok) return { id: result.row.id, outcome: result.outcome, replayedAt: new Date().toISOString() };
      if (result.code === 'PARKED_EVENT_NOT_FOUND') throw notFound('An open parked event with this id');
      throw conflict(result.code, `The parked event could not be applied: ${result.reason ?? 'no consumer parked it here'}`);
    },
  };
  return handlers as unknown as Handlers<A>;
}
