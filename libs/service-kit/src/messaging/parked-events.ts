import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db';

/**
 * Inbound messages a consumer could not apply (not an event, or data that fails its schema): kept
 * verbatim for a person to look at, never retried. Re-export it from the service's `schema.ts`.
 */
export const parkedEvents = pgTable(
  'parked_events',
  {
    id: uuid('id').primaryKey(),
    consumer: text('consumer').notNull(),
    subject: text('subject').notNull(),
    reason: text('reason').notNull(),
    payload: text('payload').notNull(),
    parkedAt: timestamp('parked_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('parked_events_consumer_idx').on(t.consumer, t.parkedAt)],
);

export interface ParkedEvent {
  /** The durable consumer's name. */
  consumer: string;
  subject: string;
  reason: string;
  payload: string;
}

export async function parkEvent(q: Queryable, { consumer, subject, reason, payload }: ParkedEvent) {
  await q.insert(parkedEvents).values({ id: uuidv7(), consumer, subject, reason: reason.slice(0, 2000), payload });
}

/** `onPoison` of `startConsumer`: parks a malformed message under the consumer's name. */
export const parkPoisonMessage = (db: Queryable, consumer: string) => (payload: string, reason: string, subject: string) =>
  parkEvent(db, { consumer, subject, reason, payload });
