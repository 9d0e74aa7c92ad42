import type { Db, Tx } from '../db';
import type { RunningConsumer } from './consumer';
import { isTransient } from './failures';
import { lockOpenParkedEvent, markReplayed, type ParkedEventRow } from './parked-events';
import { safeMessage } from '../error-serializer';

export type ReplayOutcome =
  | { ok: true; outcome: 'applied' | 'ignored'; row: ParkedEventRow }
  | { ok: false; code: 'PARKED_EVENT_NOT_FOUND' | 'PARKED_EVENT_NO_CONSUMER' | 'PARKED_EVENT_STILL_FAILING'; reason?: string };

/**
 * Applies one open parked row again through the consumer that parked it, in one transaction with
 * marking it replayed and with `record` (the service's audit event of the replay). A row is
 * replayed at most once; a row that fails again stays open, unchanged. A database outage is thrown.
 */
export async function replayParkedEvent(
  db: Db,
  consumers: readonly RunningConsumer[],
  id: string,
  record: (tx: Tx, row: ParkedEventRow, outcome: 'applied' | 'ignored') => Promise<void>,
): Promise<ReplayOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockOpenParkedEvent(tx, id);
      if (!row) return { ok: false, code: 'PARKED_EVENT_NOT_FOUND' } as const;
      const consumer = consumers.find((c) => c.durable === row.consumer && c.stream === row.stream);
      if (!consumer) return { ok: false, code: 'PARKED_EVENT_NO_CONSUMER' } as const;
      const result = await consumer.replay(tx, row);
      if (!result.ok) return { ok: false, code: 'PARKED_EVENT_STILL_FAILING', reason: safeMessage(result.reason) } as const;
      await markReplayed(tx, row.id);
      await record(tx, row, result.outcome);
      return { ok: true, outcome: result.outcome, row } as const;
    });
  } catch (error) {
    if (isTransient(error)) throw error;
    return { ok: false, code: 'PARKED_EVENT_STILL_FAILING', reason: error instanceof Error ? safeMessage(error.message).slice(0, 500) : 'failed' };
  }
}
