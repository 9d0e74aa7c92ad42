import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db';

/**
 * Inbound messages a consumer could not apply: not an event, data that fails its schema, an unknown
 * major version, or a handler that failed on every attempt. Kept verbatim for an operator, who lists
 * and replays them (`/api/admin/parked-events/{service}`). One table shape in every service;
 * re-export it from the service's `schema.ts`.
 */
export const parkedEvents = pgTable(
  'parked_events',
  {
    id: uuid('id').primaryKey(),
    /** The durable consumer's name (`<service>-<purpose>`). */
    consumer: text('consumer').notNull(),
    /** The JetStream stream it came from (audit has one `audit-all` consumer per stream). */
    stream: text('stream').notNull(),
    /** The event's type when the envelope could be read, else the NATS subject. */
    subject: text('subject').notNull(),
    /** Null when the message was not an event at all. */
    eventId: uuid('event_id'),
    reason: text('reason').notNull(),
    payload: text('payload').notNull(),
    /** Deliveries it had when it was parked. */
    attempts: integer('attempts').notNull().default(1),
    parkedAt: timestamp('parked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a replay applied it; a replayed row is kept as a record and never replayed again. */
    replayedAt: timestamp('replayed_at', { withTimezone: true }),
  },
  (t) => [index('parked_events_consumer_idx').on(t.consumer, t.parkedAt)],
);
export type ParkedEventRow = typeof parkedEvents.$inferSelect;

export interface ParkedEvent {
  consumer: string;
  stream: string;
  subject: string;
  eventId?: string | null;
  reason: string;
  payload: string;
  attempts?: number;
}

export async function parkEvent(q: Queryable, event: ParkedEvent) {
  await q.insert(parkedEvents).values({ id: uuidv7(), ...event, eventId: event.eventId ?? null, reason: event.reason.slice(0, 2000) });
}

/** Newest first; `open` only (not yet replayed) unless `all`. */
export async function listParkedEvents(q: Queryable, { page, pageSize, all = false }: { page: number; pageSize: number; all?: boolean }) {
  const where = all ? undefined : isNull(parkedEvents.replayedAt);
  const [items, [{ count }]] = await Promise.all([
    q.select().from(parkedEvents).where(where).orderBy(desc(parkedEvents.parkedAt), desc(parkedEvents.id)).limit(pageSize).offset((page - 1) * pageSize),
    q.select({ count: sql<number>`count(*)::int` }).from(parkedEvents).where(where),
  ]);
  return { items, totalCount: count };
}

/** Locks an open parked row for a replay (null: unknown, or replayed already). */
export async function lockOpenParkedEvent(q: Queryable, id: string): Promise<ParkedEventRow | null> {
  const rows = await q.select().from(parkedEvents).where(and(eq(parkedEvents.id, id), isNull(parkedEvents.replayedAt))).for('update');
  return rows[0] ?? null;
}

export async function markReplayed(q: Queryable, id: string) {
  await q.update(parkedEvents).set({ replayedAt: sql`now()` }).where(eq(parkedEvents.id, id));
}
