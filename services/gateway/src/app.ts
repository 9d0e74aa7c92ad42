import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { finishApp, requestLogging, type Logger, type TokenVerifier } from '@cs/service-kit';
import type { GatewayConfig } from './config';
import { authenticate } from './edge/authenticate';
import { corsPolicy } from './edge/cors-policy';
import { stripIdentityHeaders } from './edge/identity-headers';
import { declaredBodyLimit, rateLimiter } from './edge/request-limits';
import { docsRoutes } from './docs/docs.routes';
import { resolveUpstream, type UpstreamName } from './routing/route-table';
import { createUpstreamProxies } from './routing/upstream-proxy';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  verify: TokenVerifier;
  openApiDocument: object;
}

/** Hands each request to the proxy of the service that owns its path; unknown paths fall through to 404. */
const dispatch =
  (proxies: Record<UpstreamName, RequestHandler>): RequestHandler =>
  (req, res, next) => {
    const upstream = resolveUpstream(req.method, req.path);
    if (!upstream) return next();
    return proxies[upstream](req, res, next);
  };

/**
 * The edge, in order: request id + logging → security headers → CORS (preflights end here) → identity headers
 * stripped → rate limit → health, OpenAPI and docs → body size → token → route table → 404.
 * No body is ever parsed: it streams to the service.
 */
export function buildGatewayApp({ config, logger, verify, openApiDocument }: GatewayDeps) {
  const app: Express = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  const limiter = rateLimiter(config.RATE_LIMIT_PER_MINUTE);
  const upstreams = createUpstreamProxies({
    targets: { identity: config.IDENTITY_URL, facilities: config.FACILITIES_URL, staffing: config.STAFFING_URL, audit: config.AUDIT_URL },
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    bodyLimit: config.GATEWAY_BODY_LIMIT,
    logger,
  });

  app.use(requestLogging(logger));
  // Security headers for the browser, once for every response (services behind set none of their own).
  app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } }));
  app.use(corsPolicy(config.CORS_ORIGINS));
  app.use(stripIdentityHeaders);
  app.get(['/health/live', '/health/ready'], (_req, res) => void res.json({ status: 'ok' }));
  app.use('/api', limiter.middleware);
  app.use(docsRoutes(openApiDocument));
  app.use(declaredBodyLimit(config.GATEWAY_BODY_LIMIT));
  app.use(authenticate(verify));
  app.use(dispatch(upstreams.proxies));
  finishApp(app, logger);

  const close = () => {
    limiter.stop();
    upstreams.close();
  };
  return { app, close };
}
