/**
 * Transient or deterministic: decides whether a failed event is retried for as long as it takes or
 * parked on its last attempt (docs/events-and-trash.md, "When a handler fails").
 */

/** SQLSTATE classes and codes that say "the database is not reachable right now", not "this event is wrong". */
const TRANSIENT_SQLSTATE = [
  /^08/, // connection exception
  /^53/, // insufficient resources (too many connections, disk full, out of memory)
  /^57P0[1-5]$/, // admin/crash shutdown, cannot connect now, database dropped, idle session timeout
  /^40001$/, // serialization failure
  /^40P01$/, // deadlock detected
  /^55000$/, // object not in prerequisite state (e.g. database not accepting connections)
  /^3D000$/, // database does not exist (renamed or being restored)
];

/** Socket and name-resolution failures: the peer is not reachable right now (a starting service waits them out too: until-reachable.ts). */
export const CONNECTION_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Messages of drivers that carry no code: node-postgres pool/client, PGlite after close. */
const TRANSIENT_MESSAGE = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /client was closed/i,
  /pglite is closed/i,
  /connection (?:is )?closed/i,
  /connection timeout/i,
];

/** Whether `error` (or any error in its `cause` chain) is a connection-class or resource failure. */
export function isTransient(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (TRANSIENT_SQLSTATE.some((re) => re.test(code)) || CONNECTION_ERRNO.has(code))) return true;
    if (typeof message === 'string' && TRANSIENT_MESSAGE.some((re) => re.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Delay before the next delivery after `attempt` failed: doubling from `baseMs`, at most one minute. */
export const retryDelay = (attempt: number, baseMs = 500) => Math.min(baseMs * 2 ** Math.min(attempt, 20), 60_000);

/** Transient failures are logged at warn on attempts 1, 2, 4, 8, …, so an outage of hours writes a few dozen lines. */
export const worthLogging = (attempt: number) => (attempt & (attempt - 1)) === 0;
