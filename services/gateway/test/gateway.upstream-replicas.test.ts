/**
 * A service named with several addresses (`STAFFING_URL=a,b`): requests go to the replicas in
 * turn; a replica that is stopped costs no request — the connection it refuses is tried on the
 * next (whatever the method: the request never reached it); only when every replica refuses does
 * the client get 503 with Retry-After. The gateway is ready while one replica of each service is.
 */
import { describe, expect, test } from '@jest/globals';
import { call, freePort } from '@cs/service-kit/testing/index';
import { staffingStage } from './support/gateway';
import { recordingUpstream } from './support/upstreams';

const stage = staffingStage();
const gatewayTo = (staffing: string[]) => stage.gatewayTo(staffing.join(','));
const { employees } = stage;

describe('a service with two replicas', () => {
  test('requests go to them in turn', async () => {
    const replicas = [await recordingUpstream(), await recordingUpstream()];
    const gateway = await gatewayTo(replicas.map((r) => r.url));
    try {
      for (let i = 0; i < 10; i++) expect((await employees(gateway)).status).toBe(200);
      expect(replicas.map((r) => r.seen.length)).toEqual([5, 5]);
    } finally {
      await gateway.stop();
      for (const r of replicas) await r.stop();
    }
  });

  test('a stopped replica costs no request, of any method; the other answers all; the gateway stays ready', async () => {
    const stopped = await recordingUpstream();
    const running = await recordingUpstream();
    const gateway = await gatewayTo([stopped.url, running.url]);
    try {
      await stopped.stop();
      const answers = await Promise.all(['GET', 'POST', 'GET', 'POST', 'GET', 'POST'].map((method) => employees(gateway, method)));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(running.seen.map((r) => r.method).sort()).toEqual(['GET', 'GET', 'GET', 'POST', 'POST', 'POST']);
      expect((await call(`${gateway.url}/health/ready`)).status).toBe(200);
    } finally {
      await gateway.stop();
      await running.stop();
    }
  });

  test('when every replica refuses: 503 UPSTREAM_UNAVAILABLE with Retry-After, and the gateway is not ready', async () => {
    const gateway = await gatewayTo([`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`]);
    try {
      const res = await employees(gateway, 'POST');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const ready = await call(`${gateway.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.body.upstreams).toMatchObject({ staffing: 'unavailable', facilities: 'ok' });
    } finally {
      await gateway.stop();
    }
  });
});
