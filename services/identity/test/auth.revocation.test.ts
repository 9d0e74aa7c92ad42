import { beforeAll, describe, expect, test } from '@jest/globals';
import { call, eventually } from '@cs/service-kit/testing/index';
import { signedInAdmin, createUser, login, outboxEvents, refresh, harnessForFile } from './harness';

const h = harnessForFile('identity_auth_revocation');
let admin: string, url: string;
const PASSWORD = 'a-long-password-1';
const REVOKED = 'identity.accessTokens.revoked';

beforeAll(async () => void ({ url, admin } = await signedInAdmin(h)));

/** The revocation events (in the outbox, i.e. committed with the change) that name the user. */
const revocationsOf = async (userId: string) =>
  (await outboxEvents(h.svc.db, REVOKED)).filter((e) => (e.data.userIds as string[]).includes(userId));

async function userWithToken(email: string, roleIds: string[] = []) {
  const user = await createUser(url, admin, { email, roleIds });
  const token = (await login(url, email, PASSWORD)).body.accessToken as string;
  expect((await call(`${url}/api/auth/me`, { token })).status).toBe(200);
  return { user, token };
}
const refusedByIdentity = (token: string) => eventually(async () => (await call(`${url}/api/auth/me`, { token })).status === 401);
const role = (name: string, actions: string[]) =>
  call(`${url}/api/roles`, { token: admin, body: { name, permissions: [{ module: 'facilities', actions, scope: 'All' }] } }).then((r) => r.body);

describe('what revokes access tokens (identity.accessTokens.revoked, with the change)', () => {
  test.each([
    ['deactivation', (id: string) => call(`${url}/api/users/${id}/deactivate`, { token: admin, method: 'POST' })],
    ['password reset', (id: string) => call(`${url}/api/users/${id}/password`, { token: admin, body: { password: 'another-long-password-9' } })],
    ['deletion', (id: string) => call(`${url}/api/users/${id}`, { token: admin, method: 'DELETE' })],
  ])('%s: one event naming the user; identity itself refuses the old token', async (name, change) => {
    const { user, token } = await userWithToken(`${name.replace(' ', '-')}@example.org`);
    expect((await change(user.id)).status).toBeLessThan(300);
    const events = await revocationsOf(user.id);
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({ userIds: [user.id], issuedBefore: expect.any(String), reason: expect.any(String) });
    expect(events[0].subject).toEqual({ type: 'user', id: user.id });
    await refusedByIdentity(token);
  });

  test('a change of roles revokes; a change of the display name only does not', async () => {
    const reader = await role('readers', ['read']);
    const { user, token } = await userWithToken('roles@example.org');
    const put = (body: Record<string, unknown>) => call(`${url}/api/users/${user.id}`, { token: admin, method: 'PUT', body: { email: user.email, displayName: user.displayName, roleIds: [], ...body } });
    expect((await put({ displayName: 'Renamed' })).status).toBe(200);
    expect(await revocationsOf(user.id)).toHaveLength(0);
    expect((await call(`${url}/api/auth/me`, { token })).status).toBe(200);
    expect((await put({ roleIds: [reader.id] })).status).toBe(200);
    expect(await revocationsOf(user.id)).toHaveLength(1);
    await refusedByIdentity(token);
  });

  test("a change of a role's permissions revokes all its holders at once; a description change does not", async () => {
    const writers = await role('writers', ['read', 'create']);
    const a = await userWithToken('holder-a@example.org', [writers.id]);
    const b = await userWithToken('holder-b@example.org', [writers.id]);
    const put = (body: Record<string, unknown>) => call(`${url}/api/roles/${writers.id}`, { token: admin, method: 'PUT', body: { name: 'writers', permissions: writers.permissions, ...body } });
    expect((await put({ description: 'people who write' })).status).toBe(200);
    expect(await revocationsOf(a.user.id)).toHaveLength(0);
    expect((await put({ permissions: [{ module: 'facilities', actions: ['read'], scope: 'All' }] })).status).toBe(200);
    const [event] = await revocationsOf(a.user.id);
    expect(event.subject).toEqual({ type: 'role', id: writers.id });
    expect([...event.data.userIds].sort()).toEqual([a.user.id, b.user.id].sort());
    await refusedByIdentity(a.token);
    await refusedByIdentity(b.token);
  });

  test('a refused change (own account) records no revocation', async () => {
    const me = (await call(`${url}/api/auth/me`, { token: admin })).body;
    expect((await call(`${url}/api/users/${me.id}/deactivate`, { token: admin, method: 'POST' })).status).toBe(409);
    expect(await revocationsOf(me.id)).toHaveLength(0);
  });

  test('changing one’s own password revokes the access tokens issued until then; the calling session refreshes for a new one', async () => {
    const { user, token } = await userWithToken('self-change@example.org');
    const session = await login(url, user.email, PASSWORD);
    const res = await call(`${url}/api/auth/change-password`, {
      token: session.body.accessToken,
      headers: { cookie: `refresh_token=${session.refreshToken}` },
      body: { currentPassword: PASSWORD, newPassword: 'my-new-long-password-3' },
    });
    expect(res.status).toBe(204);
    expect(await revocationsOf(user.id)).toHaveLength(1);
    await refusedByIdentity(token);
    await refusedByIdentity(session.body.accessToken);
    const refreshed = await refresh(url, session.refreshToken);
    expect(refreshed.status).toBe(200);
    expect((await call(`${url}/api/auth/me`, { token: refreshed.body.accessToken })).status).toBe(200);
  });

  test('a deactivation through PUT records one revocation', async () => {
    const { user, token } = await userWithToken('put-deactivated@example.org');
    const res = await call(`${url}/api/users/${user.id}`, { token: admin, method: 'PUT', body: { email: user.email, displayName: user.displayName, roleIds: [], active: false } });
    expect(res.status).toBe(200);
    expect(await revocationsOf(user.id)).toHaveLength(1);
    await refusedByIdentity(token);
  });
});
