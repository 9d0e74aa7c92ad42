import { v7 as uuidv7 } from 'uuid';
import type { EventEnvelope } from '@cs/contracts';
import type { Tx } from '@cs/service-kit';
import { onAnyEvent } from './on-any-event';

/** An event of audit itself (a replay of a parked event): audit has no stream, so it is entered directly. */
export async function recordOwnEvent(tx: Tx, event: Omit<EventEnvelope, 'id' | 'occurredAt' | 'version'>): Promise<void> {
  await onAnyEvent(tx, { ...event, id: uuidv7(), version: 1, occurredAt: new Date().toISOString() });
}
