import { IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';
import { requestIdOf } from './request-id';
import { runInSpan } from './tracing/current-span';
import { childWithTrace } from './tracing/log-fields';
import { endRequestSpan, spanOf, startRequestSpan } from './tracing/request-span';
import { idsOnlyTracer, type Tracer } from './tracing/tracer';

declare module 'http' {
  interface IncomingMessage {
    /** The request's logger: every line carries its `requestId`, `trace_id` and `span_id`. */
    log: Logger;
  }
}

const baseLogger = Symbol('baseLogger');
const childLogger = Symbol('childLogger');
const startedAt = Symbol('startedAt');

type LoggedRequest = IncomingMessage & { [baseLogger]?: Logger; [childLogger]?: Logger };
type TimedResponse = ServerResponse & { [startedAt]: number; req: LoggedRequest };

/**
 * `req.log` is made on first use — most requests log nothing — from the logger `requestLogging`
 * left on the request. One getter on the prototype instead of a property defined per request.
 */
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: LoggedRequest) {
    const base = this[baseLogger];
    if (!base) return undefined;
    return (this[childLogger] ??= childWithTrace(base, { requestId: this.headers['x-request-id'] }, spanOf(this)));
  },
});

/** Query parameters whose values are logged; every other value (search text, names, filters) is not. */
const LOGGED_QUERY_VALUES = new Set(['page', 'pageSize']);

/** The URL as logged: the path and the query's parameter names, values only for `page` and `pageSize`. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parts = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const name = part.split('=', 1)[0];
      return LOGGED_QUERY_VALUES.has(name) ? part : `${name}=[redacted]`;
    });
  return `${url.slice(0, start)}?${parts.join('&')}`;
}

/**
 * Level of the one line written when a response finishes. A 503 is an answer chosen on purpose (a
 * service starting or down; whoever decides it logs the state change once), so it is not an error line.
 */
const levelOf = (status: number) => (status >= 500 && status !== 503 ? 'error' : status >= 400 ? 'info' : 'debug');

/** The request's span ends and its completion line is written; one shared listener (`this` is the response), the line skipped below its level. */
function logCompletion(this: TimedResponse) {
  const req = this.req;
  endRequestSpan(req, this.statusCode);
  const level = levelOf(this.statusCode);
  if (!req[baseLogger]!.isLevelEnabled(level)) return;
  const responseTime = performance.now() - this[startedAt];
  req.log[level]({ method: req.method, url: loggableUrl((req as { originalUrl?: string }).originalUrl ?? req.url ?? ''), statusCode: this.statusCode, responseTime }, 'request completed');
}

/**
 * Request id (taken from `x-request-id` or generated, echoed on the response), the request's server
 * span (tracing/request-span.ts) and a per-request logger carrying `requestId`, `trace_id` and
 * `span_id` — so every line a request causes names both. The rest of the request runs with its
 * span active (tracing/current-span.ts), so lines written through any logger carry the trace too.
 * One line per response (errors at error, 4xx at info, the rest at debug). Cheap on the hot path:
 * no closure or property definition per request, the child logger only when something logs, the
 * completion line only when its level is on. Used by every service (through `createApp`); the
 * tracer is `tracer` or the app's `tracer` setting (`startService` sets it), else ids only.
 */
export function requestLogging(logger: Logger, tracer?: Tracer): RequestHandler {
  return (req, res, next) => {
    res.setHeader('x-request-id', startRequestLog(logger, req, res, tracer ?? req.app.settings.tracer));
    runInSpan(spanOf(req), next);
  };
}

/**
 * What `requestLogging` does, for a plain `node:http` request (the gateway): settles the request id
 * (returned; the caller echoes it on the response), starts the request's span (not for health
 * probes; `spanOf(req)`), leaves the logger for `req.log` and arranges the completion line.
 */
export function startRequestLog(logger: Logger, req: IncomingMessage, res: ServerResponse, tracer: Tracer = idsOnlyTracer): string {
  const id = requestIdOf(req);
  (req as LoggedRequest)[baseLogger] = logger;
  if (!req.url?.startsWith('/health')) {
    startRequestSpan(tracer, req, id);
    (res as TimedResponse)[startedAt] = performance.now();
    res.on('finish', logCompletion);
  }
  return id;
}
