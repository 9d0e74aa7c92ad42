import cors from 'cors';
import type { RequestHandler } from 'express';

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'If-Match', 'X-Request-Id', 'X-Requested-With'];
export const CORS_EXPOSED_HEADERS = ['ETag', 'X-Request-Id', 'Retry-After'];

/**
 * CORS for the browser client: only allowlisted origins get `Access-Control-Allow-Origin` (with
 * credentials); every other origin — `null` included — gets none, so the browser blocks it.
 * Preflights are answered here with 204 and never reach a service.
 *
 * Every response says `Vary: Origin` (its CORS headers depend on it). A request without `Origin`
 * (not from a browser's cross-origin fetch: servers, scripts, same-origin pages) needs nothing
 * else, so it skips the `cors` middleware, which would build its header list only to set none.
 */
export function corsPolicy(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.filter((o) => o !== 'null'));
  const crossOrigin = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: CORS_ALLOWED_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
  return (req, res, next) => {
    res.setHeader('Vary', 'Origin');
    if (req.headers.origin === undefined) return next();
    crossOrigin(req, res, next);
  };
}
