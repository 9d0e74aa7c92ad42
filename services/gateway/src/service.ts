import type { AddressInfo } from 'node:net';
import { allApis } from '@cs/contracts/http/index';
import { createLogger, createTokenVerifier, listen, type Logger } from '@cs/service-kit';
import type { GatewayConfig } from './config';
import { buildGatewayApp } from './app';
import { buildOpenApi } from './docs/build-openapi';

export interface GatewayHandle {
  url: string;
  port: number;
  logger: Logger;
  stop(): Promise<void>;
}

/** Starts the gateway: no database, no bus — a token verifier, the OpenAPI document and the proxy. */
export async function startGateway(config: GatewayConfig, logger = createLogger('gateway', config.LOG_LEVEL)): Promise<GatewayHandle> {
  const verify = createTokenVerifier({ issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, keys: config.JWKS_URL });
  const openApiDocument = buildOpenApi(allApis);
  const { app, close } = buildGatewayApp({ config, logger, verify, openApiDocument });
  const server = await listen(app, config.GATEWAY_PORT, config.HOST).catch((error) => {
    close();
    throw error;
  });
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, upstreams: [config.IDENTITY_URL, config.FACILITIES_URL, config.STAFFING_URL, config.AUDIT_URL] }, 'gateway listening');

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 2_000).unref();
    }).then(() => {
      close();
      logger.info('gateway stopped');
    }));
  return { url: `http://${config.HOST}:${port}`, port, logger, stop };
}
