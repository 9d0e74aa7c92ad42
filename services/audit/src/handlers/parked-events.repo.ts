import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '@cs/service-kit';
import { parkedEvents } from '../schema';

export interface ParkedEvent {
  stream: string;
  subject: string;
  payload: string;
  reason: string;
}

/** Keeps a malformed message verbatim for a person to look at. */
export async function parkEvent(db: Queryable, event: ParkedEvent): Promise<void> {
  await db.insert(parkedEvents).values({ id: uuidv7(), ...event });
}
