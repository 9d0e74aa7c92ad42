import express, { type Express, type RequestHandler } from 'express';
import { finishApp, requestLogging, type Logger, type TokenVerifier } from '@cs/service-kit';
import type { GatewayConfig } from './config';
import { authenticate } from './edge/authenticate';
import { corsPolicy } from './edge/cors-policy';
import { stripIdentityHeaders } from './edge/identity-headers';
import { securityHeaders } from './edge/security-headers';
import { chunkedBodyRefused, declaredBodyLimit, rateLimiter } from './edge/request-limits';
import { docsRoutes } from './docs/docs.routes';
import { resolveUpstream, type UpstreamName } from './routing/route-table';
import { createUpstreamProxies } from './routing/upstream-proxy';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  verify: TokenVerifier;
  openApiDocument: object;
}

/** Hands each request to the proxy of the service that owns its path; other paths go on to the gateway's own endpoints, then 404. */
const dispatch =
  (proxies: Record<UpstreamName, RequestHandler>): RequestHandler =>
  (req, res, next) => {
    const upstream = resolveUpstream(req.method, req.path);
    if (!upstream) return next();
    return proxies[upstream](req, res, next);
  };

/**
 * The edge, in order: request id + logging → security headers → CORS (preflights end here) → identity headers
 * stripped → rate limit (`/api`) → body size and framing → token (public routes pass) → route table → the gateway's own
 * endpoints (health, OpenAPI, docs) → 404. No body is ever parsed: it streams to the service.
 *
 * Proxied requests are the hot path, so they meet as few layers as possible: the route table comes
 * before the gateway's own endpoints (whose paths it never claims), and an API request never walks
 * the docs router. The docs stay rate limited and public (see `isPublic`); health is outside `/api`,
 * so neither the rate limit nor the token check applies to it.
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
  app.use(securityHeaders());
  app.use(corsPolicy(config.CORS_ORIGINS));
  app.use(stripIdentityHeaders);
  app.use(limiter.middleware);
  app.use(declaredBodyLimit(config.GATEWAY_BODY_LIMIT));
  app.use(chunkedBodyRefused);
  app.use(authenticate(verify));
  app.use(dispatch(upstreams.proxies));
  app.get(['/health/live', '/health/ready'], (_req, res) => void res.json({ status: 'ok' }));
  app.use(docsRoutes(openApiDocument));
  finishApp(app, logger);

  const close = () => {
    limiter.stop();
    upstreams.close();
  };
  return { app, close };
}
