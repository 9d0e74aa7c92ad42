import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allApis } from '@cs/contracts/http/index';
import { answerClientErrors, closeServer, createLogger, Drain, createMetrics, createTokenVerifier, followRevocations, serveMetrics, startTracing, type Logger } from '@cs/service-kit';
import type { GatewayConfig } from './config';
import { buildGatewayApp } from './app';
import { buildOpenApi } from './docs/build-openapi';

export interface GatewayHandle {
  url: string;
  port: number;
  logger: Logger;
  /** The management listener's address (`${metricsUrl}/metrics`) when METRICS_PORT is set. */
  metricsUrl?: string;
  stop(): Promise<void>;
}

/**
 * A `node:http` server on `handler` (the hot path; hot-path/proxied-requests.ts), listening. Node
 * enforces `headersTimeout` and `requestTimeout` only when it checks its connections, every 30 s by
 * default — a 10 s header deadline would then hold a silent connection for up to 40 s; checking
 * every `checkEveryMs` makes the deadline what it says.
 */
function listenWith(handler: http.RequestListener, port: number, host: string, checkEveryMs: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = answerClientErrors(http.createServer({ connectionsCheckingInterval: checkEveryMs }, handler));
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Starts the gateway: no database — a token verifier that follows identity's revocations over NATS
 * (connected in the background: the gateway starts and serves without NATS), the OpenAPI document
 * and the proxy.
 */
export async function startGateway(config: GatewayConfig, logger = createLogger('gateway', config.LOG_LEVEL)): Promise<GatewayHandle> {
  const tracer = await startTracing('gateway', config, logger);
  const maxLifetimeSeconds = config.ACCESS_TOKEN_MAX_LIFETIME_SECONDS;
  const revocationFollower = followRevocations(config.NATS_URL, 'gateway', logger, maxLifetimeSeconds);
  const verify = createTokenVerifier({
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    keys: config.JWKS_URL,
    maxLifetimeSeconds,
    revocations: revocationFollower.revocations,
  });
  const metrics = createMetrics();
  const drain = new Drain();
  const { handler, close } = buildGatewayApp({ config, logger, verify, tracer, openApiDocument: () => buildOpenApi(allApis), metrics, drain });
  const checkEveryMs = Math.max(50, Math.min(1_000, Math.floor(config.HEADERS_TIMEOUT_MS / 4)));
  const abandon = async (error: unknown): Promise<never> => {
    close();
    await revocationFollower.stop();
    await tracer.shutdown();
    throw error;
  };
  const metricsServer = await serveMetrics(metrics, config, logger).catch(abandon);
  const server = await listenWith(handler, config.GATEWAY_PORT, config.HOST, checkEveryMs).catch(async (error) => {
    await metricsServer?.stop();
    return abandon(error);
  });
  server.keepAliveTimeout = 65_000;
  drain.attach(server);
  // Slow clients: headers within HEADERS_TIMEOUT_MS (408 problem+json, answerClientErrors); node's
  // whole-request limit only as a backstop behind the body deadline of bufferBody.
  server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.HEADERS_TIMEOUT_MS + config.BODY_TIMEOUT_MS + 5_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, upstreams: [config.IDENTITY_URL, config.FACILITIES_URL, config.STAFFING_URL, config.AUDIT_URL].flat() }, 'gateway listening');

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await drain.start(config.SHUTDOWN_DRAIN_SECONDS);
      await Promise.all([closeServer(server), metricsServer?.stop()]);
      close();
      await revocationFollower.stop();
      await tracer.shutdown().catch((e) => logger.warn({ err: e }, 'spans not exported at stop'));
      logger.info('gateway stopped');
    })());
  return { url: `http://${config.HOST}:${port}`, port, logger, ...(metricsServer ? { metricsUrl: metricsServer.url } : {}), stop };
}
