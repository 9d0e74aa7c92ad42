import type { EdgeStep } from './edge-step';
import { addHeaders, answerProblem, ownHeaderNames, ownHeaders } from './edge-headers';
import { underApi, type ClientKey } from './request-context';

const WINDOW_MS = 60_000;

/** One client's window: hits so far and when the window ends (epoch ms). */
interface Window {
  hits: number;
  endsAt: number;
}

export interface RateLimiter {
  middleware: EdgeStep;
  stop(): void;
}

/**
 * At most `perMinute` requests per client address and window under `/api`; more → 429
 * `RATE_LIMITED` with `Retry-After` (seconds to the window's end). Each client's one-minute window
 * starts with its first request (as express-rate-limit's memory store does; we used it before
 * issue 14), and every `/api` response carries the IETF draft-7 headers `RateLimit: limit=…,
 * remaining=…, reset=…` and `RateLimit-Policy: <limit>;w=60`, as it sent them.
 *
 * Written for the hot path: synchronous (no store promise, no async steps), one `Date.now()`, one
 * object per client and window, one header string per request. Finished windows are dropped once
 * a minute.
 */
export function rateLimiter(perMinute: number, clientKey: ClientKey): RateLimiter {
  const windows = new Map<string, Window>();
  const policy = ownHeaders(['ratelimit-policy', `${perMinute};w=${WINDOW_MS / 1000}`]);
  ownHeaderNames('ratelimit');
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }, WINDOW_MS).unref();

  const middleware: EdgeStep = (req, res, next) => {
    if (!underApi(req)) return next();
    const key = clientKey(req);
    const now = Date.now();
    let window = windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + WINDOW_MS };
      windows.set(key, window);
    }
    window.hits++;
    const reset = Math.max(0, Math.ceil((window.endsAt - now) / 1000));
    addHeaders(res, policy);
    addHeaders(res, ['ratelimit', `limit=${perMinute}, remaining=${Math.max(perMinute - window.hits, 0)}, reset=${reset}`]);
    if (window.hits <= perMinute) return next();
    answerProblem(res, 429, 'RATE_LIMITED', `Too many requests: at most ${perMinute} per minute; retry after the time in Retry-After.`, {
      headers: { 'retry-after': String(reset) },
    });
  };
  return { middleware, stop: () => clearInterval(sweep) };
}
