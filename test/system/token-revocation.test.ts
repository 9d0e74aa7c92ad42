/**
 * Revocation end to end: identity records `identity.accessTokens.revoked` with the change, the
 * gateway and every service refuse the user's existing access tokens at once (polled, never timed),
 * other users keep working, and a token issued after the change works.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { call, eventually, testEnv } from '@cs/service-kit/testing/index';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config';
import { startGateway } from '../../services/gateway/src/service';
import { systemForFile } from './start-system';

const system = systemForFile('sys_token_revocation');
let admin: string;
const PASSWORD = 'a-long-planner-password';
const facility = { name: 'Haus Revocation', city: 'Berlin', billingRate: 42.5, travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 };

beforeAll(async () => {
  admin = (await system.login()).token;
}, 120_000);

const gw = (path: string, token: string, init: { method?: string; body?: unknown } = {}) => call(system.api(path), { token, ...init });
const direct = (base: string, path: string, token: string, init: { method?: string; body?: unknown } = {}) => call(`${base}${path}`, { token, ...init });
/** Polls until the request answers `status` (revocations travel as events: no timing assumed). */
const until = async (status: number, request: () => Promise<{ status: number }>) => eventually(async () => (await request()).status === status);

async function createUser(email: string, permissions: unknown[]) {
  const role = await gw('/api/roles', admin, { body: { name: `role of ${email}`, permissions } });
  expect(role.status).toBe(200);
  const user = await gw('/api/users', admin, { body: { email, displayName: email, password: PASSWORD, roleIds: [role.body.id] } });
  expect(user.status).toBe(200);
  return { user: user.body, role: role.body };
}

const facilitiesGrant = [{ module: 'facilities', actions: ['read', 'create', 'update', 'delete'], scope: 'All' }];

describe('access-token revocation', () => {
  test('after a deactivation the user’s token gets 401 at the gateway and at the services, writes included; others keep working; a new login after re-activation works', async () => {
    const { user } = await createUser('planner@example.test', facilitiesGrant);
    const token = (await system.login(user.email, PASSWORD)).token;
    expect((await gw('/api/facilities', token)).status).toBe(200);
    expect((await gw('/api/facilities', token, { body: facility })).status).toBe(200);
    expect((await direct(system.facilities.url, '/api/facilities', token)).status).toBe(200);

    expect((await gw(`/api/users/${user.id}/deactivate`, admin, { method: 'POST' })).status).toBe(200);

    await until(401, () => gw('/api/facilities', token));
    await until(401, () => direct(system.facilities.url, '/api/facilities', token));
    await until(401, () => direct(system.staffing.url, '/api/employees', token));
    await until(401, () => direct(system.identity.url, '/api/auth/me', token));
    await until(401, () => direct(system.audit.url, '/api/audit-log', token)); // 403 (no auditLog grant) until it knows
    const write = await gw('/api/facilities', token, { body: facility });
    expect(write.status).toBe(401);
    expect(write.body.detail).toBe('The access token has been revoked.');
    expect((await direct(system.facilities.url, '/api/facilities', token, { body: facility })).status).toBe(401);

    expect((await gw('/api/facilities', admin)).status).toBe(200);
    expect((await direct(system.facilities.url, '/api/facilities', admin)).status).toBe(200);

    const reactivated = await gw(`/api/users/${user.id}`, admin, {
      method: 'PUT',
      body: { email: user.email, displayName: user.displayName, roleIds: user.roleIds, active: true },
    });
    expect(reactivated.status).toBe(200);
    const fresh = (await system.login(user.email, PASSWORD)).token;
    expect((await gw('/api/facilities', fresh)).status).toBe(200);
    expect((await direct(system.facilities.url, '/api/facilities', fresh, { body: facility })).status).toBe(200);
    expect((await gw('/api/facilities', token)).status).toBe(401);
  });

  test('a gateway started after the revocation still refuses the token', async () => {
    const { user } = await createUser('late@example.test', facilitiesGrant);
    const token = (await system.login(user.email, PASSWORD)).token;
    expect((await gw(`/api/users/${user.id}/deactivate`, admin, { method: 'POST' })).status).toBe(200);
    await until(401, () => gw('/api/facilities', token));
    const late = await startGateway(
      gatewayConfig(
        testEnv({
          GATEWAY_PORT: '0',
          NATS_URL: system.nats.url,
          JWKS_URL: `${system.identity.url}/.well-known/jwks.json`,
          IDENTITY_URL: system.identity.url,
          FACILITIES_URL: system.facilities.url,
          STAFFING_URL: system.staffing.url,
          AUDIT_URL: system.audit.url,
        }),
      ),
    );
    try {
      await until(401, () => call(`${late.url}/api/facilities`, { token }));
      expect((await call(`${late.url}/api/facilities`, { token: admin })).status).toBe(200);
    } finally {
      await late.stop();
    }
  });

  test("a change of a role's permissions revokes its holders' tokens; their next login carries the new permissions", async () => {
    const { user, role } = await createUser('holder@example.test', facilitiesGrant);
    const token = (await system.login(user.email, PASSWORD)).token;
    expect((await gw('/api/facilities', token, { body: facility })).status).toBe(200);
    const readOnly = [{ module: 'facilities', actions: ['read'], scope: 'All' }];
    expect((await gw(`/api/roles/${role.id}`, admin, { method: 'PUT', body: { name: role.name, permissions: readOnly } })).status).toBe(200);
    await until(401, () => gw('/api/facilities', token));
    const fresh = (await system.login(user.email, PASSWORD)).token;
    expect((await gw('/api/facilities', fresh)).status).toBe(200);
    expect((await gw('/api/facilities', fresh, { body: facility })).status).toBe(403);
  });

  test('a password reset by an administrator and a change of the user’s roles each revoke the user’s tokens at once, at the gateway and the services', async () => {
    const { user } = await createUser('reset@example.test', facilitiesGrant);
    const first = (await system.login(user.email, PASSWORD)).token;
    expect((await gw(`/api/users/${user.id}/password`, admin, { body: { password: 'a-reset-long-password-3' } })).status).toBe(204);
    await until(401, () => gw('/api/facilities', first));
    await until(401, () => direct(system.facilities.url, '/api/facilities', first));
    const second = (await system.login(user.email, 'a-reset-long-password-3')).token;
    expect((await gw('/api/facilities', second, { body: facility })).status).toBe(200);
    const { role: readOnly } = await createUser('reset-readonly@example.test', [{ module: 'facilities', actions: ['read'], scope: 'All' }]);
    const body = { email: user.email, displayName: user.displayName, roleIds: [readOnly.id] };
    expect((await gw(`/api/users/${user.id}`, admin, { method: 'PUT', body })).status).toBe(200);
    await until(401, () => gw('/api/facilities', second));
    await until(401, () => direct(system.staffing.url, '/api/employees', second));
    const third = (await system.login(user.email, 'a-reset-long-password-3')).token;
    expect((await gw('/api/facilities', third, { body: facility })).status).toBe(403);
  });

  test('a deactivated user’s refresh cookie gives no new access token', async () => {
    const { user } = await createUser('refresher@example.test', facilitiesGrant);
    const { cookie } = await system.login(user.email, PASSWORD);
    const refresh = () => call(system.api('/api/auth/refresh'), { method: 'POST', headers: { cookie: cookie.split(';')[0], 'x-requested-with': 'test' } });
    expect((await gw(`/api/users/${user.id}/deactivate`, admin, { method: 'POST' })).status).toBe(200);
    const refused = await refresh();
    expect({ status: refused.status, token: refused.body?.accessToken }).toEqual({ status: 401, token: undefined });
  });

  test('changing one’s own password revokes the access tokens of the other sessions', async () => {
    const { user } = await createUser('changer@example.test', facilitiesGrant);
    const other = (await system.login(user.email, PASSWORD)).token;
    const mine = (await system.login(user.email, PASSWORD)).token;
    const changed = await gw('/api/auth/change-password', mine, { body: { currentPassword: PASSWORD, newPassword: 'a-new-long-password-2' } });
    expect(changed.status).toBe(204);
    await until(401, () => gw('/api/facilities', other));
    expect((await system.login(user.email, 'a-new-long-password-2')).token).toEqual(expect.any(String));
  });
});
