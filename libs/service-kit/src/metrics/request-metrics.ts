import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { Histogram } from 'prom-client';
import { latencyBuckets, type Metrics } from './metrics';

const operationOf = Symbol('operation');
const startedAt = Symbol('metricsStartedAt');
const observedBy = Symbol('observedBy');

type NamedRequest = IncomingMessage & { [operationOf]?: string };
type TimedResponse = ServerResponse & { [startedAt]: number; [observedBy]: Histogram<RequestLabel>; req: NamedRequest };
type RequestLabel = 'operation' | 'method' | 'status';

/** The app setting under which `observeRequests` leaves the histogram for `requestMetrics`. */
const SETTING = 'request metrics';

/** `mountOperations` names the request's operation (its operationId in the OpenAPI document). */
export function nameOperation(req: IncomingMessage, operation: string) {
  (req as NamedRequest)[operationOf] = operation;
}

/** Requests that reached no declared operation (404, 405, identity's JWKS) are counted under this name. */
export const OTHER_OPERATION = 'other';

/** Shared completion listener (`this` is the response): one observation per finished request. */
function observe(this: TimedResponse) {
  const seconds = (performance.now() - this[startedAt]) / 1000;
  const req = this.req;
  this[observedBy].observe({ operation: req[operationOf] ?? OTHER_OPERATION, method: req.method ?? 'GET', status: String(this.statusCode) }, seconds);
}

/**
 * Times every request but the health probes (a scraper's and an orchestrator's probes would swamp
 * the API's series), once the service's histogram is set (`observeRequests`); an app used without
 * `startService` (some tests) observes nothing. Mounted by `createApp`, before any route.
 */
export function requestMetrics(app: Express): RequestHandler {
  return (req, res, next) => {
    const histogram: Histogram<RequestLabel> | undefined = app.get(SETTING);
    if (histogram && !req.url.startsWith('/health')) {
      const timed = res as unknown as TimedResponse;
      timed[startedAt] = performance.now();
      timed[observedBy] = histogram;
      res.on('finish', observe);
    }
    next();
  };
}

/** `http_server_request_duration_seconds{operation, method, status}` for this app's requests. */
export function observeRequests(app: Express, metrics: Metrics) {
  const histogram = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from receiving a request to its response being sent, by operation (the operationId of the OpenAPI document; "other" for requests no operation took), method and status code. _count is the number of requests.',
    labelNames: ['operation', 'method', 'status'],
    buckets: latencyBuckets,
    registers: [metrics.registry],
  });
  app.set(SETTING, histogram);
}
