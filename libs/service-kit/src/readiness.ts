import type { NatsConnection } from '@nats-io/nats-core';
import { ping, type Db } from './db';

/** How long one dependency may take to answer a readiness probe. */
const PROBE_TIMEOUT_MS = 1_000;

/** The probe's answer, or an error naming the dependency (its own message, or a timeout). */
function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout])
    .catch((error: Error) => Promise.reject(new Error(`${what}: ${error.message}`)))
    .finally(() => clearTimeout(timer));
}

/**
 * The probes behind a service's `GET /health/ready` (503 while one fails): the database answers
 * `select 1`, and the NATS server answers a ping. A connection that is reconnecting is not closed,
 * so `isClosed()` alone said "ready" for as long as NATS was away; the round trip does not.
 */
export function readinessProbes(db: Db, nc: NatsConnection): Array<() => Promise<unknown>> {
  return [
    () => within(ping(db), 'database'),
    () => (nc.isClosed() ? Promise.reject(new Error('NATS connection closed')) : within(nc.rtt(), 'NATS')),
  ];
}
