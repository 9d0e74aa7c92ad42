import type { RequestHandler } from 'express';
import { MemoryStore, rateLimit } from 'express-rate-limit';
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

export interface RateLimiter {
  middleware: RequestHandler;
  stop(): void;
}

/** At most `perMinute` requests per client address and minute; more → 429 with `Retry-After`. */
export function rateLimiter(perMinute: number): RateLimiter {
  const store = new MemoryStore();
  const middleware = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    store,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) =>
      sendProblem(res, 429, 'RATE_LIMITED', `Too many requests: at most ${perMinute} per minute; retry after the time in Retry-After.`),
  });
  return { middleware, stop: () => store.shutdown() };
}
