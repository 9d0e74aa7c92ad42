import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from '@jest/globals';
import { grant, TestIssuer } from '@cs/service-kit/testing/index';
import { allRoutesTo, startTestGateway } from './gateway';

/** The gateway (every route) in front of a plain `node:http` stand-in service, and a token for facilities. */
export interface StandInEdge {
  /** The gateway's base URL. */
  url: string;
  token: string;
}

/**
 * For one test file: before its tests a stand-in service with `handler` and a gateway routing every
 * `/api` path to it (extra gateway settings in `env`); after them both stopped, open connections closed.
 */
export function gatewayInFrontOf(handler: http.RequestListener, env: Record<string, string> = {}): StandInEdge {
  const edge = { url: '', token: '' };
  let issuer: TestIssuer | undefined;
  let gateway: Awaited<ReturnType<typeof startTestGateway>> | undefined;
  const service = http.createServer(handler);
  beforeAll(async () => {
    issuer = await TestIssuer.start();
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    gateway = await startTestGateway({ JWKS_URL: issuer.jwksUrl, ...env, ...allRoutesTo(serviceUrl) });
    edge.url = gateway.url;
    edge.token = await issuer.token({ perm: grant(['facilities']) });
  });
  afterAll(async () => {
    await gateway?.stop();
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
    await issuer?.stop();
  });
  return edge;
}
