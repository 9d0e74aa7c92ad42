import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { pino } from 'pino';
import { call, freePort, grant, TestIssuer, testEnv } from '@cs/service-kit/testing/index';
import { readConfig } from '../src/config';
import { startGateway } from '../src/service';
import { allRoutesTo } from './support/gateway';

let issuer: TestIssuer;
let token: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  token = await issuer.token({ perm: grant(['facilities']) });
});
afterAll(() => issuer?.stop());

interface LogLine {
  level: number;
  msg: string;
  upstream?: string;
}

/** A gateway whose every route goes to `url`, with its log lines collected. */
async function gatewayTo(url: string) {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const gateway = await startGateway(readConfig(testEnv({ GATEWAY_PORT: '0', JWKS_URL: issuer.jwksUrl, ...allRoutesTo(url) })), logger);
  return { gateway, lines };
}

/** A stand-in service on a fixed port: 200 to everything (its `/health/ready` included). */
async function serviceOn(port: number) {
  const server = http.createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"status":"ok"}'));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('a service that is starting or down', () => {
  test('gets 503 problem+json with Retry-After, not 502', async () => {
    const { gateway } = await gatewayTo(`http://127.0.0.1:${await freePort()}`);
    try {
      const res = await call(`${gateway.url}/api/facilities`, { token });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await gateway.stop();
    }
  });

  test('is logged once per state change, never as an error, however many requests arrive meanwhile', async () => {
    const port = await freePort();
    const { gateway, lines } = await gatewayTo(`http://127.0.0.1:${port}`);
    try {
      for (let i = 0; i < 3; i++) expect((await call(`${gateway.url}/api/facilities`, { token })).status).toBe(503);
      const service = await serviceOn(port);
      for (let i = 0; i < 2; i++) expect((await call(`${gateway.url}/api/facilities`, { token })).status).toBe(200);
      await service.stop();
      for (let i = 0; i < 3; i++) expect((await call(`${gateway.url}/api/facilities`, { token })).status).toBe(503);

      const changes = lines.filter((l) => l.upstream === 'facilities').map((l) => [l.level, l.msg]);
      expect(changes).toEqual([
        [30, expect.stringMatching(/does not answer yet/)],
        [30, expect.stringMatching(/answers again/)],
        [40, expect.stringMatching(/stopped answering/)],
      ]);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    } finally {
      await gateway.stop();
    }
  });
});

describe('GET /health/ready of the gateway', () => {
  test('is 503 naming the services that do not answer, and 200 once they all do', async () => {
    const port = await freePort();
    const { gateway } = await gatewayTo(`http://127.0.0.1:${port}`);
    try {
      const starting = await call(`${gateway.url}/health/ready`);
      expect(starting.status).toBe(503);
      expect(Number(starting.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(starting.body).toEqual({
        status: 'unavailable',
        upstreams: { identity: 'unavailable', facilities: 'unavailable', staffing: 'unavailable', audit: 'unavailable' },
      });
      const service = await serviceOn(port);
      try {
        const ready = await call(`${gateway.url}/health/ready`);
        expect([ready.status, ready.body]).toEqual([200, { status: 'ok' }]);
      } finally {
        await service.stop();
      }
    } finally {
      await gateway.stop();
    }
  });
});
