import express, { type Express } from 'express';
import type { Logger } from './logger';
import { requestLogging } from './request-logging';
import { jsonBody } from './json-body';
import { errorHandler, notFoundHandler } from './error-handler';
import { methodNotAllowedHandler } from './method-not-allowed';
import { assessReadiness } from './readiness';
import type { Drain } from './listen';
import { requestMetrics } from './metrics/request-metrics';
import type { Tracer } from './tracing/tracer';

export interface AppOptions {
  logger: Logger;
  bodyLimit?: string;
  /** The requests' spans; without it, the app's `tracer` setting (`startService` sets it), else ids only. */
  tracer?: Tracer;
}

/**
 * The express app every service starts from: request id, request logging, security headers,
 * health endpoints and the spec's JSON body rules. Call `finishApp` after mounting routes.
 */
export function createApp({ logger, bodyLimit = '100kb', tracer }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(requestLogging(logger, tracer));
  // Per operation and status, once startService gives the app its histogram (served on METRICS_PORT, never here).
  app.use(requestMetrics(app));
  // Browser-facing security headers (helmet) are set once, at the edge: services answer only the gateway.
  app.use((_req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    // Set by startService under NODE_ENV=test only: tests check each route reaches its owner.
    const servedBy: string | undefined = app.get('served by');
    if (servedBy) res.setHeader('x-served-by', servedBy);
    next();
  });
  app.get('/health/live', (_req, res) => void res.json({ status: 'ok' }));
  // Components are set by startService once the database, bus, relay and consumers exist (docs/platform.md, Readiness).
  app.get('/health/ready', async (_req, res) => {
    // Stopping (`Drain`, set by startService): out of the rotation while it still answers.
    if ((app.get('drain') as Drain | undefined)?.draining) return void res.status(503).json({ status: 'draining' });
    const readiness = await assessReadiness(app.get('readiness') ?? []);
    res.status(readiness.status === 'unavailable' ? 503 : 200).json(readiness);
  });
  app.use(jsonBody(bodyLimit));
  return app;
}

/** 405 for a declared path asked with another method, 404 for everything else unrouted, then the error handler. */
export function finishApp(app: Express, logger: Logger): Express {
  app.use(methodNotAllowedHandler(app));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
