import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call, grant, TestIssuer } from '@cs/service-kit/testing/index';
import { allOperations, ownedOperations } from '@cs/contracts/http/index';
import { trashTypes } from '@cs/contracts/http/audit';
import { isPublic } from '../src/edge/authenticate';
import { deriveRoutes, resolveUpstream, trashOwners } from '../src/routing/route-table';
import { startTestGateway } from './support/gateway';
import { recordingUpstream, type FakeUpstream } from './support/upstreams';

const names = ['identity', 'facilities', 'staffing', 'audit'] as const;
let issuer: TestIssuer;
let services: Record<(typeof names)[number], FakeUpstream>;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let token: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  services = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await recordingUpstream()]))) as typeof services;
  gateway = await startTestGateway({
    JWKS_URL: issuer.jwksUrl,
    IDENTITY_URL: services.identity.url,
    FACILITIES_URL: services.facilities.url,
    STAFFING_URL: services.staffing.url,
    AUDIT_URL: services.audit.url,
  });
  token = await issuer.token({ perm: grant(['facilities']) });
});

afterAll(async () => {
  await gateway?.stop();
  for (const s of Object.values(services ?? {})) await s.stop();
  await issuer?.stop();
});

/** Which fake service answered `method path` through the gateway. */
async function answeredBy(method: string, path: string) {
  const res = await call(`${gateway.url}${path}`, { method, token });
  if (res.status !== 200) return `status ${res.status}`;
  return names.find((n) => services[n].seen.some((r) => r.method === method && r.url === path));
}

describe('route table', () => {
  test.each([
    ['GET', '/api/auth/me', 'identity'],
    ['GET', '/api/users', 'identity'],
    ['PUT', '/api/roles/r1', 'identity'],
    ['GET', '/api/facilities', 'facilities'],
    ['POST', '/api/contracts', 'facilities'],
    ['GET', '/api/employees/e1', 'staffing'],
    ['GET', '/api/absences', 'staffing'],
    ['GET', '/api/orders', 'staffing'],
    ['POST', '/api/assignments/check', 'staffing'],
    ['GET', '/api/settings/assignment-validation', 'staffing'],
    ['GET', '/api/employee-distances', 'staffing'],
    ['GET', '/api/me/assignments', 'staffing'],
    ['GET', '/api/value-lists', 'staffing'],
    ['GET', '/api/audit-log?entityType=facility', 'audit'],
    ['GET', '/api/trash?type=orders', 'audit'],
  ])('%s %s goes to %s', async (method, path, owner) => {
    expect(await answeredBy(method, path)).toBe(owner);
  });

  test.each([
    ['employees', 'staffing'],
    ['absences', 'staffing'],
    ['orders', 'staffing'],
    ['assignments', 'staffing'],
    ['contracts', 'facilities'],
    ['users', 'identity'],
  ])('restoring and purging %s from the trash goes to %s', async (type, owner) => {
    expect(await answeredBy('POST', `/api/trash/${type}/x1/restore`)).toBe(owner);
    expect(await answeredBy('DELETE', `/api/trash/${type}/x2`)).toBe(owner);
  });

  test.each(['identity', 'facilities', 'staffing', 'audit'])('the parked events of %s (list and replay) go to that service', async (service) => {
    expect(await answeredBy('GET', `/api/admin/parked-events/${service}`)).toBe(service);
    expect(await answeredBy('POST', `/api/admin/parked-events/${service}/p1/replay`)).toBe(service);
  });

  test('parked events of an unknown service, and other admin paths, are 404 at the gateway', async () => {
    expect(await answeredBy('GET', '/api/admin/parked-events/gateway')).toBe('status 404');
    expect(await answeredBy('GET', '/api/admin/other')).toBe('status 404');
  });

  test('an unknown trash type is 404 at the gateway', async () => {
    expect(await answeredBy('POST', '/api/trash/__proto__/x/restore')).toBe('status 404');
    expect(await answeredBy('DELETE', '/api/trash/facilities/x')).toBe('status 404');
  });

  test('a path that only starts like a route is not routed', async () => {
    expect(await answeredBy('GET', '/api/usersettings')).toBe('status 404');
    expect(await answeredBy('GET', '/facilities')).toBe('status 404');
  });
});

describe('connections to services', () => {
  test('are kept alive and reused, even when the client asks to close its own', async () => {
    const before = services.audit.connections();
    for (let i = 0; i < 20; i++) {
      const res = await call(`${gateway.url}/api/audit-log`, { token, headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    }
    expect(services.audit.connections() - before).toBeLessThanOrEqual(1);
  });
});

describe('route table and contracts agree', () => {
  const concrete = (path: string) => path.replace(/\{\w+\}/g, '0190d1a4-0000-7000-8000-000000000000');

  test('every operation the contracts declare is routed to a service', () => {
    const unrouted = allOperations()
      .filter(([, op]) => !resolveUpstream(op.method.toUpperCase(), concrete(op.path)))
      .map(([name]) => name);
    expect(unrouted).toEqual([]);
  });

  test('exactly the operations the contracts declare public pass the gateway without a token', () => {
    for (const [name, op] of allOperations()) {
      expect([name, isPublic(op.method.toUpperCase(), concrete(op.path))]).toEqual([name, op.permission === 'public']);
    }
  });

  test('the route table sends every operation to the service the contracts name as its owner', () => {
    const misrouted = ownedOperations
      .map(({ owner, name, operation: op }) => [name, resolveUpstream(op.method.toUpperCase(), concrete(op.path)), owner])
      .filter(([, routed, owner]) => routed !== owner);
    expect(misrouted).toEqual([]);
  });

  test('the trash owners derived from the contracts cover exactly the trash types audit lists', () => {
    expect(Object.keys(trashOwners).sort()).toEqual([...trashTypes].sort());
  });

  const owned = (owner: 'identity' | 'staffing' | 'audit', path: string) => ({ owner, apiName: 'xApi', name: path, operation: { ...allOperations()[0][1], path } });

  test('two services claiming one path prefix or one trash type refuse to start', () => {
    expect(() => deriveRoutes([owned('identity', '/api/things'), owned('staffing', '/api/things/{id}')])).toThrow(/things is claimed by both identity and staffing/);
    expect(() => deriveRoutes([owned('identity', '/api/trash/things/{id}'), owned('staffing', '/api/trash/things/{id}/restore')])).toThrow(
      /trash\/things is claimed by both/,
    );
    expect(() => deriveRoutes([owned('audit', '/api/trash'), owned('staffing', '/api/trash/{type}/{id}')])).toThrow(/trash is claimed by both/);
    expect(deriveRoutes([owned('identity', '/api/things'), owned('identity', '/api/things/{id}')]).resolve('/api/things/x1')).toBe('identity');
  });

  test('a segment several services share is split by the segments below it', () => {
    const { resolve } = deriveRoutes([owned('audit', '/api/box'), owned('identity', '/api/box/a/{id}'), owned('staffing', '/api/box/b/{id}/x')]);
    expect(['/api/box', '/api/box/a/1', '/api/box/b/1/x', '/api/box/c/1', '/api/box/', '/api/boxes'].map(resolve)).toEqual([
      'audit',
      'identity',
      'staffing',
      undefined,
      undefined,
      undefined,
    ]);
  });
});
