import type { ServerResponse } from 'node:http';
import { Histogram, latencyBuckets, type Metrics } from '@cs/service-kit';
import type { EdgeStep } from '../edge/edge-step';
import { requestPath } from '../edge/request-context';
import { resolveUpstream } from '../routing/route-table';

type Label = 'upstream' | 'method' | 'status';
const startedAt = Symbol('metricsStartedAt');
type TimedResponse = ServerResponse & { [startedAt]: number };

/** The gateway's requests not sent to a service (its health, OpenAPI and docs, 404) are counted under this upstream. */
export const OWN_ENDPOINTS = 'gateway';

/**
 * The first edge step: `gateway_request_duration_seconds{upstream, method, status}` — every request
 * but the health probes, from its arrival to its response, by the service the route table sends it
 * to (or `gateway`), so refusals at the edge (401, 413, 429) and upstream failures (502–504) count
 * too. The upstream is looked up once more when the response is finished, off the request's path.
 */
export function requestMetrics(metrics: Metrics): EdgeStep {
  const histogram = new Histogram<Label>({
    name: 'gateway_request_duration_seconds',
    help: 'Time from receiving a request at the gateway to its response being sent, by upstream service ("gateway" for its own endpoints and unrouted paths), method and status code. _count is the number of requests.',
    labelNames: ['upstream', 'method', 'status'],
    buckets: latencyBuckets,
    registers: [metrics.registry],
  });
  function observe(this: TimedResponse) {
    const req = this.req;
    const method = req.method ?? 'GET';
    const upstream = resolveUpstream(method, requestPath(req)) ?? OWN_ENDPOINTS;
    histogram.observe({ upstream, method, status: String(this.statusCode) }, (performance.now() - this[startedAt]) / 1000);
  }
  return (req, res, next) => {
    if (!req.url?.startsWith('/health')) {
      (res as TimedResponse)[startedAt] = performance.now();
      res.on('finish', observe);
    }
    next();
  };
}
