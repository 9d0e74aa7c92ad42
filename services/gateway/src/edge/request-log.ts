import { startRequestLog, type Logger } from '@cs/service-kit';
import type { EdgeStep } from './edge-step';
import { addHeaders, ownHeaderNames } from './edge-headers';

ownHeaderNames('x-request-id');

/**
 * Request id and log line (the service kit's `startRequestLog`, the same as every service's
 * `requestLogging`): the client's sane `x-request-id` or a new UUID, forwarded to the service and
 * echoed on the response.
 */
export function requestLog(logger: Logger): EdgeStep {
  return (req, res, next) => {
    addHeaders(res, ['x-request-id', startRequestLog(logger, req, res)]);
    next();
  };
}
