/**
 * What the gateway sends again when a service's process goes away under it (a rolling restart):
 * a request whose connection attempt failed, whatever its method — with one address (an
 * orchestrator's service name) after a short pause; a request whose connection broke before the
 * answer only when it may be repeated (GET, HEAD, or a POST with Idempotency-Key), and once.
 * And how the gateway itself stops with SHUTDOWN_DRAIN_SECONDS: not ready, still answering, each
 * answer closing its connection, then closed.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call, freePort, grant, TestIssuer } from '@cs/service-kit/testing/index';
import type { GatewayHandle } from '../src/service';
import { allRoutesTo, startTestGateway } from './support/gateway';
import { breakingUpstream, recordingUpstream, type FakeUpstream } from './support/upstreams';

let issuer: TestIssuer;
let token: string;
let others: FakeUpstream;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  token = await issuer.token({ perm: grant(['employees']) });
  others = await recordingUpstream();
});
afterAll(async () => {
  await others?.stop();
  await issuer?.stop();
});

const employees = (gateway: GatewayHandle, method: string, headers: Record<string, string> = {}) =>
  call(`${gateway.url}/api/employees`, { token, method, headers, ...(method === 'POST' ? { body: { firstName: 'A' } } : {}) });

async function withGateway(staffing: string, env: Record<string, string>, work: (gateway: GatewayHandle) => Promise<void>) {
  const gateway = await startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(others.url), STAFFING_URL: staffing, ...env });
  try {
    await work(gateway);
  } finally {
    await gateway.stop();
  }
}

describe('one address whose process is away for a moment', () => {
  test('a POST that found nothing listening is sent again once the service listens (within about 1.5 s)', async () => {
    const port = await freePort();
    await withGateway(`http://127.0.0.1:${port}`, {}, async (gateway) => {
      const answer = employees(gateway, 'POST');
      const server = http.createServer((_req, res) => res.end('{"ok":true}'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      try {
        expect((await answer).status).toBe(200);
      } finally {
        server.close();
      }
    });
  });

  test('nothing listens at all: 503 UPSTREAM_UNAVAILABLE with Retry-After, after the pauses', async () => {
    await withGateway(`http://127.0.0.1:${await freePort()}`, {}, async (gateway) => {
      const res = await employees(gateway, 'POST');
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('UPSTREAM_UNAVAILABLE');
    });
  });
});

describe('a connection that breaks after the request went out', () => {
  test.each([
    ['GET', {}],
    ['POST', { 'idempotency-key': 'a0f1c3e2-0000-4000-8000-000000000001' }],
  ])('%s %j: sent once more, answered; the service saw it twice', async (method, headers) => {
    const service = await breakingUpstream(1);
    try {
      await withGateway(service.url, {}, async (gateway) => {
        const res = await employees(gateway, method, headers);
        expect(res.status).toBe(200);
        expect(service.seen.map((r) => r.method)).toEqual([method, method]);
      });
    } finally {
      await service.stop();
    }
  });

  test('a POST without Idempotency-Key is not sent again: 503, the service saw it once', async () => {
    const service = await breakingUpstream(1);
    try {
      await withGateway(service.url, {}, async (gateway) => {
        const res = await employees(gateway, 'POST');
        expect(res.status).toBe(503);
        expect(service.seen).toHaveLength(1);
      });
    } finally {
      await service.stop();
    }
  });

  test('a GET is sent again once, not more: breaking twice → 503', async () => {
    const service = await breakingUpstream(2);
    try {
      await withGateway(service.url, {}, async (gateway) => {
        expect((await employees(gateway, 'GET')).status).toBe(503);
        expect(service.seen).toHaveLength(2);
      });
    } finally {
      await service.stop();
    }
  });

  test('with two replicas, the repeat goes to the other one', async () => {
    const breaking = await breakingUpstream(1);
    const healthy = await recordingUpstream();
    try {
      await withGateway(`${breaking.url},${healthy.url}`, {}, async (gateway) => {
        const res = await employees(gateway, 'GET');
        expect(res.status).toBe(200);
        expect([breaking.seen.length, healthy.seen.length]).toEqual([1, 1]);
      });
    } finally {
      await breaking.stop();
      await healthy.stop();
    }
  });
});

describe('the gateway stopping with SHUTDOWN_DRAIN_SECONDS', () => {
  test('not ready, still answering with Connection: close, then closed', async () => {
    const gateway = await startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(others.url), SHUTDOWN_DRAIN_SECONDS: '1' });
    const before = await fetch(`${gateway.url}/health/ready`);
    expect(before.headers.get('connection')).toBe('keep-alive');
    const stopped = gateway.stop();
    const ready = await fetch(`${gateway.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');
    const served = await employees(gateway, 'GET');
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    await stopped;
    await expect(fetch(`${gateway.url}/health/live`)).rejects.toThrow();
  });
});
