import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '@cs/service-kit';
import { parkedEvents } from '../schema';

/** Keeps an inbound event that failed its schema, for a person to look at. */
export async function parkEvent(db: Queryable, consumer: string, subject: string, reason: string, payload: string) {
  await db.insert(parkedEvents).values({ id: uuidv7(), consumer, subject, reason: reason.slice(0, 2000), payload });
}
