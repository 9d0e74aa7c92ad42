import type { RequestHandler } from 'express';
import type { UpstreamName } from './route-table';
import { UPSTREAM_RETRY_AFTER_SECONDS } from './upstream-state';

/** How long one service's `/health/ready` may take before it counts as not ready. */
const PROBE_TIMEOUT_MS = 2_000;

const probe = (target: string) =>
  fetch(new URL('/health/ready', target), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    (res) => (res.body?.cancel(), res.ok),
    () => false,
  );

/** A service is ready when one of its addresses (replicas) is. */
const anyReady = async (targets: readonly string[]) => (await Promise.all(targets.map(probe))).some(Boolean);

/**
 * `GET /health/ready` of the gateway: ready when every service it routes to is (each one's own
 * readiness checks its database and NATS; of a service with several replicas, one suffices), so
 * an orchestrator or `npm start` can wait for the whole system. 503 names the services that are
 * not ready yet, or says `draining` while the gateway stops (SHUTDOWN_DRAIN_SECONDS).
 */
export function upstreamReadiness(targets: Record<UpstreamName, readonly string[]>, drain?: { readonly draining: boolean }): RequestHandler {
  const entries = Object.entries(targets) as Array<[UpstreamName, readonly string[]]>;
  return async (_req, res) => {
    if (drain?.draining) return void res.status(503).json({ status: 'draining' });
    const results = await Promise.all(entries.map(([, addresses]) => anyReady(addresses)));
    if (results.every(Boolean)) return void res.json({ status: 'ok' });
    const upstreams = Object.fromEntries(entries.map(([name], i) => [name, results[i] ? 'ok' : 'unavailable']));
    res.setHeader('retry-after', String(UPSTREAM_RETRY_AFTER_SECONDS));
    res.status(503).json({ status: 'unavailable', upstreams });
  };
}
