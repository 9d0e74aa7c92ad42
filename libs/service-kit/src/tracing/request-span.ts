import type { IncomingMessage } from 'node:http';
import type { Span, Tracer } from './tracer';
import { formatTraceparent, parseTraceparent } from './traceparent';

const requestSpan = Symbol('requestSpan');
type Traced = IncomingMessage & { [requestSpan]?: Span };

/** The server span of the request being served (none for health probes). */
export const spanOf = (req: IncomingMessage): Span | undefined => (req as Traced)[requestSpan];

/**
 * Starts the server span of a request: a child of the caller's `traceparent` when that is valid,
 * otherwise the root of a new trace (an invalid header is ignored, never an error, and its
 * `tracestate` dropped with it, as W3C Trace Context asks). The request's `traceparent` header is
 * then replaced by the new span's — like the request id, written back onto the request: the
 * gateway forwards the request's headers (routing/forward-headers.ts), so the service's span
 * becomes a child of the gateway's.
 */
export function startRequestSpan(tracer: Tracer, req: IncomingMessage, requestId: string): Span {
  const headers = req.headers;
  const parent = parseTraceparent(headers.traceparent);
  if (parent === undefined) delete headers.tracestate;
  const method = req.method ?? 'GET';
  const attributes = tracer.exporting ? { 'http.request.method': method, 'url.path': req.url?.split('?', 1)[0], 'http.request.header.x-request-id': [requestId] } : undefined;
  const span = tracer.startSpan(method, { kind: 'server', parent, attributes });
  headers.traceparent = formatTraceparent(span.context);
  (req as Traced)[requestSpan] = span;
  return span;
}

/** The operation a request matched: the span is named `<METHOD> <route>` (`POST /api/employees`), as OpenTelemetry's HTTP conventions ask. */
export function nameRequestSpan(req: IncomingMessage, name: string, route: string) {
  const span = spanOf(req);
  if (span === undefined) return;
  span.updateName(name);
  span.setAttribute('http.route', route);
}

/** Ends the request's span with its status; a 5xx marks it failed. */
export function endRequestSpan(req: IncomingMessage, statusCode: number) {
  const span = spanOf(req);
  if (span === undefined) return;
  span.setAttribute('http.response.status_code', statusCode);
  if (statusCode >= 500) span.fail(String(statusCode));
  span.end();
}
