import { beforeAll, describe, expect, test } from '@jest/globals';
import { call } from '@cs/service-kit/testing/index';
import { ADMIN, createUser, login, outboxEvents, refresh, harnessForFile, signedInAdmin } from './harness';

const h = harnessForFile('identity_users_api', { REFRESH_REUSE_GRACE_SECONDS: '0' });
let admin: string, url: string;

beforeAll(async () => void ({ url, admin } = await signedInAdmin(h)));

const roleId = async (builtIn: string) => (await call(`${url}/api/roles`, { token: admin })).body.items.find((r: { builtIn: string }) => r.builtIn === builtIn).id;

describe('create and read', () => {
  test('create answers 200 with the full user and never the password', async () => {
    const planner = await roleId('planner');
    const res = await call(`${url}/api/users`, { token: admin, body: { email: 'Anna@Example.org', displayName: 'Anna', password: 'a-long-password-1', roleIds: [planner] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: 'Anna@Example.org',
      displayName: 'Anna',
      active: true,
      roleIds: [planner],
      employeeId: null,
      facilityId: null,
      lastLoginAt: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.headers.get('etag')).toBe('"1"');
    const got = await call(`${url}/api/users/${res.body.id}`, { token: admin });
    expect(got.body).toEqual(res.body);
    expect(JSON.stringify(await outboxEvents(h.svc.db, 'identity.user.created'))).not.toMatch(/argon2|password/i);
  });

  test('an email that exists in any letter case → 409', async () => {
    const res = await call(`${url}/api/users`, { token: admin, body: { email: 'anna@EXAMPLE.org', displayName: 'Anna 2', password: 'a-long-password-1', roleIds: [] } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  test('two concurrent creates with the same email: one 200, one 409', async () => {
    const body = { email: 'race@example.org', displayName: 'Race', password: 'a-long-password-1', roleIds: [] };
    const results = await Promise.all([call(`${url}/api/users`, { token: admin, body }), call(`${url}/api/users`, { token: admin, body })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  test('the password policy answers 400 with clear messages', async () => {
    const short = await call(`${url}/api/users`, { token: admin, body: { email: 'p1@example.org', displayName: 'P', password: 'short', roleIds: [] } });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toEqual(['must be at least 12 characters long']);
    const same = await call(`${url}/api/users`, { token: admin, body: { email: 'long.address@example.org', displayName: 'P', password: 'LONG.address@example.org', roleIds: [] } });
    expect(same.status).toBe(400);
    expect(same.body.errors.password).toEqual(['must not be the email address']);
  });

  test('unknown roles, malformed emails and unknown fields → 400', async () => {
    const base = { email: 'p2@example.org', displayName: 'P', password: 'a-long-password-1', roleIds: [] };
    const unknownRole = await call(`${url}/api/users`, { token: admin, body: { ...base, roleIds: ['00000000-0000-7000-8000-000000000009'] } });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.errors.roleIds).toBeDefined();
    expect((await call(`${url}/api/users`, { token: admin, body: { ...base, email: 'not-an-email' } })).status).toBe(400);
    expect((await call(`${url}/api/users`, { token: admin, body: { ...base, isAdmin: true } })).status).toBe(400);
    expect((await call(`${url}/api/users/not-a-uuid`, { token: admin })).status).toBe(400);
    expect((await call(`${url}/api/users/00000000-0000-7000-8000-000000000009`, { token: admin })).status).toBe(404);
  });
});

describe('list', () => {
  beforeAll(async () => {
    const employee = await roleId('employee');
    await createUser(url, admin, { email: 'list.berta@example.org', displayName: 'Berta Listig', roleIds: [employee] });
    await createUser(url, admin, { email: 'list.carl@example.org', displayName: 'Carl Listig', roleIds: [employee], active: false });
    await createUser(url, admin, { email: 'list.dora@example.org', displayName: 'Dora Listig' });
  });

  test('search matches display name or email, case-insensitively, ordered by name', async () => {
    const res = await call(`${url}/api/users?search=LISTIG`, { token: admin });
    expect(res.body.items.map((u: { displayName: string }) => u.displayName)).toEqual(['Berta Listig', 'Carl Listig', 'Dora Listig']);
    expect((await call(`${url}/api/users?search=list.carl@`, { token: admin })).body.totalCount).toBe(1);
  });

  test('filters by role and by active flag', async () => {
    const employee = await roleId('employee');
    const byRole = await call(`${url}/api/users?search=listig&roleId=${employee}`, { token: admin });
    expect(byRole.body.items.map((u: { displayName: string }) => u.displayName)).toEqual(['Berta Listig', 'Carl Listig']);
    const inactive = await call(`${url}/api/users?search=listig&active=false`, { token: admin });
    expect(inactive.body.items.map((u: { displayName: string }) => u.displayName)).toEqual(['Carl Listig']);
    expect((await call(`${url}/api/users?active=maybe`, { token: admin })).status).toBe(400);
  });

  test('pages like every list', async () => {
    const res = await call(`${url}/api/users?search=listig&page=2&pageSize=2`, { token: admin });
    expect(res.body).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, totalPages: 2 });
    expect(res.body.items).toHaveLength(1);
    expect((await call(`${url}/api/users?pageSize=101`, { token: admin })).status).toBe(400);
  });
});

describe('update', () => {
  test('replaces the editable fields; a stale If-Match → 412', async () => {
    const user = await createUser(url, admin, { email: 'upd@example.org', displayName: 'Before' });
    const body = { email: 'upd2@example.org', displayName: 'After', roleIds: [await roleId('planner')] };
    const res = await call(`${url}/api/users/${user.id}`, { method: 'PUT', token: admin, body, headers: { 'if-match': '"1"' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...body, version: 2, active: true });
    const stale = await call(`${url}/api/users/${user.id}`, { method: 'PUT', token: admin, body, headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    const [event] = await outboxEvents(h.svc.db, 'identity.user.updated');
    expect(event.changes).toEqual(expect.arrayContaining([{ field: 'displayName', before: 'Before', after: 'After' }]));
  });

  test('nobody deactivates themselves, and the last administrator cannot be demoted', async () => {
    const me = (await call(`${url}/api/auth/me`, { token: admin })).body;
    const self = await call(`${url}/api/users/${me.id}/deactivate`, { method: 'POST', token: admin });
    expect(self.status).toBe(409);
    const demote = await call(`${url}/api/users/${me.id}`, { method: 'PUT', token: admin, body: { email: ADMIN.email, displayName: 'Administrator', roleIds: [] } });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('LAST_ADMINISTRATOR');
  });

  test('deactivation ends the user’s sessions and is announced', async () => {
    const user = await createUser(url, admin, { email: 'deact@example.org' });
    const session = await login(url, 'deact@example.org', 'a-long-password-1');
    const res = await call(`${url}/api/users/${user.id}/deactivate`, { method: 'POST', token: admin });
    expect(res.body.active).toBe(false);
    expect((await refresh(url, session.refreshToken)).status).toBe(401);
    const [event] = await outboxEvents(h.svc.db, 'identity.user.deactivated');
    expect(event.changes).toEqual([{ field: 'active', before: true, after: false }]);
  });
});

describe('passwords', () => {
  test('an administrator resets a password: the new one works, the old one and the sessions do not', async () => {
    const user = await createUser(url, admin, { email: 'reset@example.org' });
    const session = await login(url, 'reset@example.org', 'a-long-password-1');
    const tooShort = await call(`${url}/api/users/${user.id}/password`, { token: admin, body: { password: 'short' } });
    expect(tooShort.status).toBe(400);
    expect((await call(`${url}/api/users/${user.id}/password`, { token: admin, body: { password: 'a-brand-new-secret' } })).status).toBe(204);
    expect((await login(url, 'reset@example.org', 'a-long-password-1')).status).toBe(401);
    expect((await login(url, 'reset@example.org', 'a-brand-new-secret')).status).toBe(200);
    expect((await refresh(url, session.refreshToken)).status).toBe(401);
  });

  test('users change their own password with the current one; other sessions end, this one stays', async () => {
    await createUser(url, admin, { email: 'self@example.org' });
    const other = await login(url, 'self@example.org', 'a-long-password-1');
    const here = await login(url, 'self@example.org', 'a-long-password-1');
    const change = (body: object) =>
      call(`${url}/api/auth/change-password`, { token: here.body.accessToken, body, headers: { cookie: `refresh_token=${here.refreshToken}` } });
    const wrong = await change({ currentPassword: 'not-the-current-one', newPassword: 'another-long-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toEqual(['is not correct']);
    expect((await change({ currentPassword: 'a-long-password-1', newPassword: 'self@example.org' })).body.errors.newPassword).toEqual([
      'must not be the email address',
    ]);
    expect((await change({ currentPassword: 'a-long-password-1', newPassword: 'another-long-secret' })).status).toBe(204);
    expect((await login(url, 'self@example.org', 'another-long-secret')).status).toBe(200);
    expect((await refresh(url, other.refreshToken)).status).toBe(401);
    expect((await refresh(url, here.refreshToken)).status).toBe(200);
  });
});

describe('permissions', () => {
  test('a user without the users module gets 403 on every users route', async () => {
    await createUser(url, admin, { email: 'plain@example.org', roleIds: [await roleId('employee')] });
    const token = (await login(url, 'plain@example.org', 'a-long-password-1')).body.accessToken;
    expect((await call(`${url}/api/users`, { token })).status).toBe(403);
    expect((await call(`${url}/api/users`, { token, body: { email: 'x@example.org', displayName: 'X', password: 'a-long-password-1', roleIds: [] } })).status).toBe(403);
    expect((await call(`${url}/api/roles`, { token })).status).toBe(403);
    expect((await call(`${url}/api/auth/me`, { token })).status).toBe(200);
  });
});
