import type { ServerResponse } from 'node:http';
import type { EdgeStep } from './edge-step';
import { answerProblem } from './edge-headers';
import { underApi, type ClientKey } from './request-context';

/**
 * A declared `Content-Length` above the limit is refused before anything is read. Bodies without
 * one (chunked) are counted as they arrive (buffered-body.ts).
 */
export function declaredBodyLimit(limit: number): EdgeStep {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(declared > limit)) return next();
    res.setHeader('connection', 'close');
    answerProblem(res, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes.`);
  };
}

/**
 * A DELETE or OPTIONS with a chunked body is refused (400). A proxy that rewrites such a request to
 * `Content-Length: 0` but still streams the body (http-proxy did) lets the service read that body
 * as the next request on the pooled connection — a request that never passed the token check or the
 * header stripping (request smuggling). None of our operations take a body on these methods.
 */
export const chunkedBodyRefused: EdgeStep = (req, res, next) => {
  if ((req.method !== 'DELETE' && req.method !== 'OPTIONS') || req.headers['transfer-encoding'] === undefined) return next();
  res.setHeader('connection', 'close');
  answerProblem(res, 400, 'BODY_NOT_ALLOWED', `A ${req.method} request carries no body.`);
};

const countedAs = Symbol('countedAs');
type Counted = ServerResponse & { [countedAs]?: string };

/**
 * At most `max` requests of one client address in flight at once under `/api` (from arrival until
 * the response is finished or the connection closes); one more → 429 `TOO_MANY_CONCURRENT_REQUESTS`
 * with `Retry-After: 1`. 429, not 503: the gateway is not overloaded, this client has more open
 * requests than its share. Bounds what a single client can hold (sockets, buffered bodies,
 * service capacity) however slowly it sends or reads.
 */
export function concurrencyLimit(max: number, clientKey: ClientKey): EdgeStep {
  const inFlight = new Map<string, number>();
  // `close` comes once per response: after it finished, or when the connection went away first. One shared listener.
  function release(this: Counted) {
    const key = this[countedAs]!;
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  }
  return (req, res, next) => {
    if (!underApi(req)) return next();
    const key = clientKey(req);
    const count = inFlight.get(key) ?? 0;
    if (count >= max) {
      return answerProblem(res, 429, 'TOO_MANY_CONCURRENT_REQUESTS', `At most ${max} requests of one client at a time; retry after the time in Retry-After.`, {
        headers: { 'retry-after': '1' },
      });
    }
    inFlight.set(key, count + 1);
    (res as Counted)[countedAs] = key;
    res.on('close', release);
    next();
  };
}
