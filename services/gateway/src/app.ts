import express, { type Express } from 'express';
import { finishApp, type Drain, type Logger, type Metrics, type TokenVerifier, type Tracer } from '@cs/service-kit';
import { errorHandler } from '@cs/service-kit/error-handler';
import type { GatewayConfig } from './config';
import { authenticate } from './edge/authenticate';
import { corsPolicy } from './edge/cors-policy';
import { stripIdentityHeaders } from './edge/identity-headers';
import { securityHeaders } from './edge/security-headers';
import { chunkedBodyRefused, concurrencyLimit, declaredBodyLimit } from './edge/request-limits';
import { rateLimiter } from './edge/rate-limit';
import { clientKeys } from './edge/request-context';
import { requestLog } from './edge/request-log';
import { bufferBody } from './edge/buffered-body';
import { docsRoutes } from './docs/docs.routes';
import { createUpstreamProxies } from './routing/upstream-proxy';
import { upstreamReadiness } from './routing/upstream-readiness';
import { proxiedRequests } from './hot-path/proxied-requests';
import type { EdgeStep } from './hot-path/step-chain';
import { requestMetrics } from './metrics/request-metrics';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  verify: TokenVerifier;
  /** The requests' spans (exported when configured, else ids only). */
  tracer: Tracer;
  /** Builds the OpenAPI document (once, on the first request for it). */
  openApiDocument: () => object;
  /** Where the gateway's request series go (served on METRICS_PORT by startGateway, never on the public port). */
  metrics: Metrics;
  /** While it drains (stopping), `/health/ready` answers 503; without one, never. */
  drain?: Drain;
}

/**
 * The edge, in order: request metrics → request id + logging → security headers → CORS (preflights end here) → identity headers
 * stripped → rate limit and concurrent requests per client (`/api`) → body size and framing → token (public routes
 * pass) → body received completely (never parsed) → route table → the gateway's own endpoints (health, OpenAPI,
 * docs) → 404.
 *
 * Proxied requests are the hot path: `handler` (the server's `node:http` handler) runs the edge steps
 * and the proxy for every request the route table sends to a service, as plain function calls
 * without express's router (hot-path/proxied-requests.ts); every other request goes to `app`, which
 * runs the same steps before the gateway's own endpoints. The docs stay rate limited and public (see
 * `isPublic`); health is outside `/api`, so neither the rate limit nor the token check applies to it.
 */
export function buildGatewayApp({ config, logger, verify, tracer, openApiDocument, metrics, drain }: GatewayDeps) {
  const app: Express = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  const clientKey = clientKeys(config.TRUST_PROXY_HOPS);
  const limiter = rateLimiter(config.RATE_LIMIT_PER_MINUTE, clientKey);
  const targets = { identity: config.IDENTITY_URL, facilities: config.FACILITIES_URL, staffing: config.STAFFING_URL, audit: config.AUDIT_URL };
  const upstreams = createUpstreamProxies({
    targets,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    trustProxyHops: config.TRUST_PROXY_HOPS,
    logger,
  });

  const edge: EdgeStep[] = [
    requestMetrics(metrics),
    requestLog(logger, tracer),
    securityHeaders(),
    corsPolicy(config.CORS_ORIGINS),
    stripIdentityHeaders,
    limiter.middleware,
    concurrencyLimit(config.MAX_CONCURRENT_REQUESTS_PER_CLIENT, clientKey),
    declaredBodyLimit(config.GATEWAY_BODY_LIMIT),
    chunkedBodyRefused,
    authenticate(verify),
    bufferBody({ limit: config.GATEWAY_BODY_LIMIT, timeoutMs: config.BODY_TIMEOUT_MS }),
  ];
  for (const step of edge) app.use(step);
  app.get('/health/live', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/health/ready', upstreamReadiness(targets, drain));
  app.use(docsRoutes(openApiDocument));
  finishApp(app, logger);
  const handler = proxiedRequests({ app, edge, proxies: upstreams.proxies, onError: errorHandler(logger) });

  const close = () => {
    limiter.stop();
    upstreams.close();
  };
  return { app, handler, close };
}
