/** The roles rows of the grant matrix (see grant-case.ts). */
import { expect } from '@jest/globals';
import { allPermissions, type PermissionGrant } from '@cs/contracts';
import { employeeGrants, uniqueName, type Json, type World } from './grant-callers';
import { adminGet, expectVersion, type GrantCase } from './grant-case';

const plannerGrants = async (w: World): Promise<PermissionGrant[]> => (await w.client.ok('get', `/api/roles/${w.builtIn.planner}`, w.admin)).permissions;

const createRoleCase = (name: string, grantsOf: (w: World) => Promise<PermissionGrant[]>, expected: GrantCase['expected']): GrantCase => ({
  name,
  expected,
  prepare: async (w) => ({ name: uniqueName('Neue Rolle'), permissions: await grantsOf(w) }),
  act: (w, caller, body) => w.client.send('post', '/api/roles', caller.token, body),
  unchanged: async (w, body) => expect((await adminGet(w, `/api/roles?search=${encodeURIComponent(body.name)}`)).body.totalCount).toBe(0),
});

/** A case replacing a fresh role's grants; a refusal leaves its version as it was. */
const updateRoleCase = (name: string, before: PermissionGrant[], after: PermissionGrant[], expected: GrantCase['expected']): GrantCase => ({
  name,
  expected,
  prepare: (w) => w.role(before),
  act: (w, caller, role) => w.client.send('put', `/api/roles/${role.id}`, caller.token, { name: role.name, permissions: after }),
  unchanged: (w, role) => expectVersion(w, `/api/roles/${role.id}`, role.version),
});

const deleteRoleCase = (name: string, grantsOf: (w: World) => Promise<PermissionGrant[]>, expected: GrantCase['expected']): GrantCase => ({
  name,
  expected,
  prepare: async (w) => w.role(await grantsOf(w)),
  act: (w, caller, role) => w.client.send('delete', `/api/roles/${role.id}`, caller.token),
  unchanged: (w, role) => expectVersion(w, `/api/roles/${role.id}`, role.version),
});

const selfService = async () => employeeGrants;
const ordersRead: PermissionGrant = { module: 'orders', actions: ['read'], scope: 'All' };

export const roleCases: GrantCase[] = [
  createRoleCase('create a role with the self-service grants', selfService, { admin: 'ok', ownScoped: 'ok' }),
  createRoleCase('create a role with the Disponent grants', plannerGrants, { admin: 'ok', ownScoped: 'PERMISSION_NOT_HELD' }),
  updateRoleCase('add orders:read (All) to a role with the self-service grants', employeeGrants, [...employeeGrants, ordersRead], {
    admin: 'ok', rolesUpdate: 'PERMISSION_NOT_HELD', ownScoped: 'PERMISSION_NOT_HELD',
  }),
  updateRoleCase('reduce a role with the self-service grants', employeeGrants, employeeGrants.slice(1), {
    admin: 'ok', rolesUpdate: 'PERMISSION_NOT_HELD', ownScoped: 'ok',
  }),
  {
    name: 'add every module at All to the role one holds',
    expected: { admin: 'ok', rolesUpdate: 'PERMISSION_NOT_HELD', ownScoped: 'PERMISSION_NOT_HELD' },
    prepare: (w, caller) => w.client.ok('get', `/api/roles/${caller.roleId}`, w.admin),
    act: (w, caller, role: Json) => w.client.send('put', `/api/roles/${role.id}`, caller.token, { name: role.name, description: role.description, permissions: allPermissions }),
    unchanged: (w, role) => expectVersion(w, `/api/roles/${role.id}`, role.version),
  },
  {
    name: 'change a role an administrator also holds',
    expected: { admin: 'ok', rolesUpdate: 'ADMINISTRATOR_PROTECTED', ownScoped: 'ADMINISTRATOR_PROTECTED' },
    prepare: async (w) => {
      const role = await w.role([{ module: 'users', actions: ['read'], scope: 'All' }]);
      await w.user([w.builtIn.administrator, role.id]);
      return role;
    },
    act: (w, caller, role) => w.client.send('put', `/api/roles/${role.id}`, caller.token, { name: role.name, description: 'changed', permissions: role.permissions }),
    unchanged: (w, role) => expectVersion(w, `/api/roles/${role.id}`, role.version),
  },
  deleteRoleCase('delete a role with the self-service grants', selfService, { admin: 'ok', ownScoped: 'ok' }),
  deleteRoleCase('delete a role with the Disponent grants', plannerGrants, { admin: 'ok', ownScoped: 'PERMISSION_NOT_HELD' }),
];
