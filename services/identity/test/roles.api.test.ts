import { beforeAll, describe, expect, test } from '@jest/globals';
import { allPermissions } from '@cs/contracts';
import { call } from '@cs/service-kit/testing/index';
import { signedInAdmin, createUser, outboxEvents, harnessForFile } from './harness';

const h = harnessForFile('identity_roles_api');
let admin: string, url: string;

beforeAll(async () => void ({ url, admin } = await signedInAdmin(h)));

const createRole = (body: object) => call(`${url}/api/roles`, { token: admin, body });
const grants = [{ module: 'orders', actions: ['read', 'update'], scope: 'All' }];

describe('roles CRUD', () => {
  test('create, get, update and list a role', async () => {
    const created = await createRole({ name: 'Buchhaltung', description: 'Accounts', permissions: grants });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Buchhaltung',
      description: 'Accounts',
      permissions: grants,
      builtIn: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call(`${url}/api/roles/${created.body.id}`, { token: admin })).body).toEqual(created.body);
    const updated = await call(`${url}/api/roles/${created.body.id}`, {
      method: 'PUT',
      token: admin,
      headers: { 'if-match': '"1"' },
      body: { name: 'Buchhaltung', permissions: [{ module: 'orders', actions: ['update', 'read', 'read'], scope: 'Own' }] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, description: null, permissions: [{ module: 'orders', actions: ['read', 'update'], scope: 'Own' }] });
    const stale = await call(`${url}/api/roles/${created.body.id}`, { method: 'PUT', token: admin, headers: { 'if-match': '"1"' }, body: { name: 'X', permissions: [] } });
    expect(stale.status).toBe(412);
    const list = await call(`${url}/api/roles?search=buch`, { token: admin });
    expect(list.body).toMatchObject({ totalCount: 1, page: 1, pageSize: 20, totalPages: 1 });
    const [event] = await outboxEvents(h.svc.db, 'identity.role.updated');
    expect(event.changes.map((c: { field: string }) => c.field)).toEqual(['description', 'permissions']);
  });

  test('unknown modules, actions or scopes → 400', async () => {
    for (const permissions of [
      [{ module: 'bogus', actions: ['read'], scope: 'All' }],
      [{ module: 'orders', actions: ['approve'], scope: 'All' }],
      [{ module: 'orders', actions: ['read'], scope: 'Team' }],
      [{ module: 'orders', actions: [], scope: 'All' }],
      [{ module: 'orders', actions: ['read'], scope: 'All', extra: 1 }],
    ]) {
      const res = await createRole({ name: `Bad ${JSON.stringify(permissions)}`, permissions });
      expect({ permissions, status: res.status }).toEqual({ permissions, status: 400 });
    }
  });

  test('a name that exists in any letter case → 409', async () => {
    expect((await createRole({ name: 'Unique Role', permissions: [] })).status).toBe(200);
    const dup = await createRole({ name: 'UNIQUE role', permissions: [] });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('ROLE_NAME_TAKEN');
  });
});

describe('deleting roles', () => {
  test('a role still assigned → 409 naming how many users hold it; unassigned → 204', async () => {
    const role = (await createRole({ name: 'Temporary', permissions: grants })).body;
    const a = await createUser(url, admin, { email: 'holder.a@example.org', roleIds: [role.id] });
    await createUser(url, admin, { email: 'holder.b@example.org', roleIds: [role.id] });
    const refused = await call(`${url}/api/roles/${role.id}`, { method: 'DELETE', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'ROLE_IN_USE', userCount: 2 });
    expect(refused.body.detail).toContain('2 users hold it');

    await call(`${url}/api/users/${a.id}`, { method: 'PUT', token: admin, body: { email: a.email, displayName: a.displayName, roleIds: [] } });
    const b = (await call(`${url}/api/users?search=holder.b`, { token: admin })).body.items[0];
    await call(`${url}/api/users/${b.id}`, { method: 'PUT', token: admin, body: { email: b.email, displayName: b.displayName, roleIds: [] } });
    expect((await call(`${url}/api/roles/${role.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(`${url}/api/roles/${role.id}`, { token: admin })).status).toBe(404);
    expect(await outboxEvents(h.svc.db, 'identity.role.deleted')).toEqual([expect.objectContaining({ subject: { type: 'role', id: role.id, label: 'Temporary' } })]);
  });

  test('an unknown role → 404', async () => {
    expect((await call(`${url}/api/roles/00000000-0000-7000-8000-000000000009`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});

describe('the built-in Administrator role', () => {
  const administrator = async () => (await call(`${url}/api/roles`, { token: admin })).body.items.find((r: { builtIn: string }) => r.builtIn === 'administrator');

  test('cannot be deleted', async () => {
    const role = await administrator();
    const res = await call(`${url}/api/roles/${role.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PROTECTED_ROLE');
  });

  test('cannot be stripped of permissions or renamed; its description may change', async () => {
    const role = await administrator();
    const put = (body: object) => call(`${url}/api/roles/${role.id}`, { method: 'PUT', token: admin, body });
    expect((await put({ name: role.name, permissions: allPermissions.slice(1) })).status).toBe(409);
    expect((await put({ name: 'Boss', permissions: allPermissions })).status).toBe(409);
    const ok = await put({ name: role.name, description: 'Full access', permissions: allPermissions });
    expect(ok.status).toBe(200);
    expect(ok.body.description).toBe('Full access');
  });
});
