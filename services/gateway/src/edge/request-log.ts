import { spanOf, startRequestLog, type Logger, type Tracer } from '@cs/service-kit';
import type { EdgeStep } from './edge-step';
import { addHeaders, ownHeaderNames } from './edge-headers';

ownHeaderNames('x-request-id', 'traceparent');

/**
 * Request id, span and log line (the service kit's `startRequestLog`, the same as every service's
 * `requestLogging`): the client's sane `x-request-id` or a new UUID; the gateway's server span, a
 * child of the client's valid `traceparent` or the root of a new trace. Both are forwarded to the
 * service (the span's `traceparent` replaces the client's on the request) and echoed on the
 * response, so a client can quote either. Health probes get no span and no `traceparent`.
 */
export function requestLog(logger: Logger, tracer: Tracer): EdgeStep {
  return (req, res, next) => {
    const id = startRequestLog(logger, req, res, tracer);
    addHeaders(res, spanOf(req) === undefined ? ['x-request-id', id] : ['x-request-id', id, 'traceparent', req.headers.traceparent as string]);
    next();
  };
}
