import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';
import { requestIdOf } from './request-id';

/**
 * Request id (taken from `x-request-id` or generated, echoed on the response) and one pino child
 * logger per request carrying it as `requestId` — so every line a request causes names it.
 * Shared by every service (through `createApp`) and by the gateway.
 */
export function requestLogging(logger: Logger): RequestHandler[] {
  const assignId: RequestHandler = (req, res, next) => {
    res.setHeader('x-request-id', requestIdOf(req));
    next();
  };
  const log = pinoHttp({
    logger,
    genReqId: (req) => req.headers['x-request-id'] as string,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
  });
  return [assignId, log];
}
