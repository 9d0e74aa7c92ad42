import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import type { EdgeStep } from './edge-step';
import { addHeaders, ownHeaders, settleHeaders, type HeaderList } from './edge-headers';

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** `Idempotency-Key` on POSTs (docs/platform.md, "Idempotency keys"); `traceparent` continues a browser's trace (docs/operations.md, "Traces"). */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'traceparent', 'X-Request-Id', 'X-Requested-With'];
export const CORS_EXPOSED_HEADERS = ['ETag', 'Idempotent-Replayed', 'X-Request-Id', 'Retry-After'];

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers `middleware` (the `cors` one) sets on an actual (non-preflight) request from
 * `origin`, recorded once against a stand-in: a fixed list per allowed origin. `Vary` is left out
 * (the policy sets `Vary: Origin` on every response itself).
 */
function recordActualRequest(middleware: Middleware, origin: string): HeaderList {
  const list: string[] = [];
  const res = {
    getHeader: () => undefined,
    setHeader(name: string, value: string) {
      if (name.toLowerCase() !== 'vary') list.push(name.toLowerCase(), String(value));
    },
  };
  let passed = false;
  middleware({ method: 'GET', headers: { origin } } as IncomingMessage, res as unknown as ServerResponse, () => (passed = true));
  if (!passed) throw new Error(`CORS headers for ${origin} must be set synchronously to be precomputed`);
  return ownHeaders(list);
}

/**
 * CORS for the browser client: only allowlisted origins get `Access-Control-Allow-Origin` (with
 * credentials); every other origin — `null` included — gets none, so the browser blocks it.
 * Preflights are answered here with 204 and never reach a service.
 *
 * Every response says `Vary: Origin` (its CORS headers depend on it). The `cors` middleware is the
 * single definition of the policy: its headers for an actual request are recorded once per allowed
 * origin at start and added as a fixed list; preflights (rare: the browser caches them for 600 s)
 * go through the middleware itself. A request without `Origin` (servers, scripts, same-origin
 * pages) or from another origin gets `Vary` only.
 */
export function corsPolicy(allowedOrigins: readonly string[]): EdgeStep {
  const allowed = new Set(allowedOrigins.filter((o) => o !== 'null'));
  const crossOrigin = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: CORS_ALLOWED_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
    optionsSuccessStatus: 204,
  }) as Middleware;
  const vary = ownHeaders(['vary', 'Origin']);
  const forOrigin = new Map([...allowed].map((origin) => [origin, recordActualRequest(crossOrigin, origin)]));
  return (req, res, next) => {
    addHeaders(res, vary);
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    if (req.method !== 'OPTIONS') {
      const list = forOrigin.get(origin);
      if (list !== undefined) addHeaders(res, list);
      return next();
    }
    settleHeaders(res); // a preflight is answered here (or, from another origin, goes on with its headers set)
    crossOrigin(req, res, next);
  };
}
