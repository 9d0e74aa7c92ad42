import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { sendProblem } from '@cs/service-kit';

/**
 * A declared `Content-Length` above the limit is refused before anything is read. Bodies without
 * one (chunked) are counted as they stream to the service (see upstream-proxy.ts).
 */
export function declaredBodyLimit(limit: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(declared > limit)) return next();
    res.setHeader('connection', 'close');
    sendProblem(res, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes.`);
  };
}

/** Methods whose body http-proxy drops the framing of (it sends `Content-Length: 0` instead). */
const framedByProxyAsEmpty = new Set(['DELETE', 'OPTIONS']);

/**
 * A DELETE or OPTIONS with a chunked body is refused (400). http-proxy rewrites such a request to
 * `Content-Length: 0` but still streams the body, which the service would then read as the next
 * request on the pooled connection — a request that never passed the token check or the header
 * stripping (request smuggling). None of our operations take a body on these methods.
 */
export const chunkedBodyRefused: RequestHandler = (req, res, next) => {
  if (!framedByProxyAsEmpty.has(req.method) || req.headers['transfer-encoding'] === undefined) return next();
  res.setHeader('connection', 'close');
  sendProblem(res, 400, 'BODY_NOT_ALLOWED', `A ${req.method} request carries no body.`);
};

/** The client as the limits see it: its address (`TRUST_PROXY_HOPS` applied), IPv6 by /56 subnet. */
const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? '');

export interface RateLimiter {
  middleware: RequestHandler;
  stop(): void;
}

/** `/api` and everything below it, matched as `app.use('/api', …)` would (whole segment, any case). */
const underApi = /^\/api(?:\/|$)/i;

/**
 * At most `perMinute` requests per client address and minute under `/api`; more → 429 with
 * `Retry-After`. Kept lean for the hot path:
 * - a root-level check of the path instead of an `app.use('/api', …)` mount, which would rewrite
 *   and restore `req.url` (and have it parsed again) for every request;
 * - a synchronous key generator that reads the client address (`req.ip`, a walk over
 *   `X-Forwarded-For`) once; the default one is async, reads it twice and calls four IP checks
 *   (meant for a `trust proxy` of `true`/`false`; the gateway always sets a hop count);
 * - draft-7 headers: `RateLimit` and `RateLimit-Policy`, two headers where draft-6 sets four.
 * The library's `validate` checks stay on: each runs once per limiter and then switches itself
 * off, so they cost next to nothing per request.
 */
export function rateLimiter(perMinute: number): RateLimiter {
  const store = new MemoryStore();
  const limit = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    store,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: clientKey,
    handler: (_req, res) =>
      sendProblem(res, 429, 'RATE_LIMITED', `Too many requests: at most ${perMinute} per minute; retry after the time in Retry-After.`),
  });
  const middleware: RequestHandler = (req, res, next) => (underApi.test(req.path) ? limit(req, res, next) : next());
  return { middleware, stop: () => store.shutdown() };
}

/**
 * At most `max` requests of one client address in flight at once under `/api` (from arrival until
 * the response is finished or the connection closes); one more → 429 `TOO_MANY_CONCURRENT_REQUESTS`
 * with `Retry-After: 1`. 429, not 503: the gateway is not overloaded, this client has more open
 * requests than its share. Bounds what a single client can hold (sockets, buffered bodies,
 * service capacity) however slowly it sends or reads.
 */
export function concurrencyLimit(max: number): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req, res, next) => {
    if (!underApi.test(req.path)) return next();
    const key = clientKey(req);
    const count = inFlight.get(key) ?? 0;
    if (count >= max) {
      return sendProblem(res, 429, 'TOO_MANY_CONCURRENT_REQUESTS', `At most ${max} requests of one client at a time; retry after the time in Retry-After.`, {
        headers: { 'retry-after': '1' },
      });
    }
    inFlight.set(key, count + 1);
    // `close` comes once per response: after it finished, or when the connection went away first.
    res.once('close', () => {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    });
    next();
  };
}
