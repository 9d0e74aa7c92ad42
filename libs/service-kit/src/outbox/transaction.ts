import type { Actor } from '@cs/contracts';
import type { Principal } from '../auth';
import type { Db, Tx } from '../db';
import type { OutboxRelay } from './relay';

/**
 * Runs a change and its outbox events in one transaction, then wakes the relay so the events leave
 * within milliseconds rather than at the next poll.
 */
export async function transact<T>(deps: { db: Db; relay: OutboxRelay }, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(work);
  deps.relay.kick();
  return result;
}

/** The event actor for a verified caller (null for system actions such as retention purges). */
export const actorOf = (principal: Principal | null): Actor => ({
  userId: principal?.userId ?? null,
  displayName: principal?.displayName ?? null,
  employeeId: principal?.employeeId ?? null,
});
