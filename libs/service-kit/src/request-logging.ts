import type { RequestHandler } from 'express';
import type { Logger } from './logger';
import { requestIdOf } from './request-id';

declare module 'http' {
  interface IncomingMessage {
    /** The request's logger: every line carries its `requestId`. */
    log: Logger;
  }
}

/** Level of the one line written when a response finishes. */
const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug');

/**
 * Request id (taken from `x-request-id` or generated, echoed on the response) and a per-request
 * logger carrying it as `requestId` — so every line a request causes names it. One line per
 * response (errors at error, 4xx at info, the rest at debug). Cheap on the hot path: the child
 * logger is made only when something logs, and the completion line only when its level is on.
 * Shared by every service (through `createApp`) and by the gateway.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ requestId })) });
    if (!req.url.startsWith('/health')) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const level = levelOf(res.statusCode);
        if (!logger.isLevelEnabled(level)) return;
        const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
        req.log[level]({ method: req.method, url: req.originalUrl ?? req.url, statusCode: res.statusCode, responseTime }, 'request completed');
      });
    }
    next();
  };
}
