/**
 * What the gateway sends again when a service's process goes away under it (a rolling restart):
 * a request whose connection attempt failed, whatever its method — with one address (an
 * orchestrator's service name) after a short pause; a request whose connection broke before the
 * answer only when it may be repeated (GET, HEAD, or a POST with Idempotency-Key), and once.
 * And how the gateway itself stops with SHUTDOWN_DRAIN_SECONDS: not ready, still answering, each
 * answer closing its connection, then closed.
 */
import http from 'node:http';
import { describe, expect, test } from '@jest/globals';
import { freePort } from '@cs/service-kit/testing/index';
import { staffingStage } from './support/gateway';
import { recordingUpstream, stoppingAfter } from './support/upstreams';

const { gatewayTo, withGateway, employees } = staffingStage();

describe('one address whose process is away for a moment', () => {
  test('a POST that found nothing listening is sent again once the service listens (within about 1.5 s)', async () => {
    const port = await freePort();
    await withGateway(`http://127.0.0.1:${port}`, async (gateway) => {
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
    await withGateway(`http://127.0.0.1:${await freePort()}`, async (gateway) => {
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
    const service = await recordingUpstream({ cutFirst: 1 });
    await stoppingAfter([service], () =>
      withGateway(service.url, async (gateway) => {
        const res = await employees(gateway, method, headers);
        expect(res.status).toBe(200);
        expect(service.seen.map((r) => r.method)).toEqual([method, method]);
      }),
    );
  });

  test.each([
    ['a POST without Idempotency-Key is not sent again', 'POST', 1],
    ['a GET is sent again once, not more', 'GET', 2],
  ])('%s → 503 (a %s cut %i times; the service saw it that often)', async (_, method, cuts) => {
    const service = await recordingUpstream({ cutFirst: cuts });
    await stoppingAfter([service], () =>
      withGateway(service.url, async (gateway) => {
        expect((await employees(gateway, method)).status).toBe(503);
        expect(service.seen).toHaveLength(cuts);
      }),
    );
  });

  test('with two replicas, the repeat goes to the other one', async () => {
    const breaking = await recordingUpstream({ cutFirst: 1 });
    const healthy = await recordingUpstream();
    await stoppingAfter([breaking, healthy], () =>
      withGateway(`${breaking.url},${healthy.url}`, async (gateway) => {
        expect((await employees(gateway, 'GET')).status).toBe(200);
        expect([breaking.seen.length, healthy.seen.length]).toEqual([1, 1]);
      }),
    );
  });
});

describe('the gateway stopping with SHUTDOWN_DRAIN_SECONDS', () => {
  test('not ready, still answering with Connection: close, then closed', async () => {
    const service = await recordingUpstream();
    await stoppingAfter([service], async () => {
      const gateway = await gatewayTo(service.url, { SHUTDOWN_DRAIN_SECONDS: '1' });
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
});
