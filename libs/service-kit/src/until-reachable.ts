/**
 * A starting service waits for PostgreSQL and NATS instead of exiting: an orchestrator starts
 * containers in any order (a swarm stack has no `depends_on`), and a database restarting answers
 * "starting up" for a while. Only failures that mean "not there yet" are retried — refused, reset,
 * unresolvable, unreachable, PostgreSQL starting up; a wrong password or a bad migration fails at
 * once. Each retry is one warning line; after `waitSeconds` the last failure is thrown.
 */
import type { Logger } from './logger';
import { CONNECTION_ERRNO, retryDelay } from './messaging/failures';

/**
 * PostgreSQL's own "not there yet": starting up, and connection failures it reports. Narrower than
 * a consumer's transient failures (messaging/failures.ts): an unknown database stops a start.
 */
const NOT_YET_SQLSTATE = new Set(['57P03', '08001', '08006']);

/** Whether a failure means the peer is not (yet) there: by its code, its cause's, or any of an AggregateError's. */
export function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown; message?: unknown };
  if (typeof e.code === 'string' && (CONNECTION_ERRNO.has(e.code) || NOT_YET_SQLSTATE.has(e.code))) return true;
  if (e.message === 'Connection terminated unexpectedly') return true;
  if (Array.isArray(e.errors) && e.errors.some(isUnreachable)) return true;
  return e.cause !== undefined && e.cause !== error && isUnreachable(e.cause);
}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2_000;

/** `attempt` until it succeeds, retrying while its failure `isUnreachable`, for at most `waitSeconds`. */
export async function untilReachable<T>(what: string, attempt: () => Promise<T>, { waitSeconds, logger }: { waitSeconds: number; logger: Logger }): Promise<T> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let tries = 1; ; tries++) {
    const pause = Math.min(retryDelay(tries - 1, FIRST_PAUSE_MS), LONGEST_PAUSE_MS);
    try {
      return await attempt();
    } catch (error) {
      if (!isUnreachable(error) || Date.now() + pause > deadline) throw error;
      logger.warn({ err: error, attempt: tries, retryInMs: pause }, `${what} is not reachable yet; trying again`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
