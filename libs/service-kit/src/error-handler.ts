import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { Logger } from './logger';
import { AppError, sendProblem, zodErrors } from './problem-details';
import { isUnreachable } from './until-reachable';

/** PostgreSQL shut down or crashed under the statement (its connection is gone with it). */
const SERVER_SHUTDOWN_SQLSTATE = new Set(['57P01', '57P02']);
const serverGone = (error: unknown) => isUnreachable(error) || SERVER_SHUTDOWN_SQLSTATE.has((error as { code?: unknown }).code as string);

/** Unknown path or method → 404 problem+json. */
export const notFoundHandler: RequestHandler = (req, res) =>
  sendProblem(res, 404, 'ROUTE_NOT_FOUND', `No route for ${req.method} ${req.path}.`);

/**
 * The one place errors become responses. Coded errors keep their status; body-parser errors map to
 * 400/413; a database or broker that cannot be reached (refused, reset, shut down: until-reachable.ts)
 * is 503 with `Retry-After`, a warning, not the service's fault; anything unexpected is logged with
 * the request id and answered 500 without details.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    const log = req.log ?? logger;
    if (error instanceof AppError) {
      if (error.status === 403) log.warn({ event: 'security.forbidden', path: req.path, method: req.method }, error.message);
      return sendProblem(res, error.status, error.code, error.message, error.extra);
    }
    if (error instanceof z.ZodError) {
      return sendProblem(res, 400, 'VALIDATION_FAILED', 'The request is invalid.', { errors: zodErrors(error) });
    }
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') return sendProblem(res, 400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
    if (type === 'entity.too.large') return sendProblem(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return sendProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.');
    }
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendProblem(res, status, 'BAD_REQUEST', 'The request could not be processed.');
    }
    if (serverGone(error)) {
      log.warn({ err: error }, 'a server the request needs is not reachable');
      return sendProblem(res, 503, 'SERVICE_UNAVAILABLE', 'A server this request needs cannot be reached right now; try again shortly.', {
        headers: { 'Retry-After': '2' },
      });
    }
    // Under `err`: the logger's allowlist serializer drops parameter values (docs/platform.md, Logging).
    log.error({ err: error }, 'unhandled error');
    sendProblem(res, 500, 'INTERNAL_ERROR', 'An unexpected error occurred.');
  };
}
