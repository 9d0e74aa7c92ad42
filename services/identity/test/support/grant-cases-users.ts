/** The users rows of the grant matrix (see grant-cases.ts). */
import { expect } from '@jest/globals';
import { PASSWORD, uniqueName, type Json, type World } from './grant-callers';
import { adminGet, expectVersion, type GrantCase } from './grant-case';

const createUserCase = (name: string, roleOf: (w: World) => string, expected: GrantCase['expected']): GrantCase => ({
  name,
  expected,
  prepare: async () => ({ email: `${uniqueName('new')}@example.org` }),
  act: (w, caller, ctx) => w.client.send('post', '/api/users', caller.token, { email: ctx.email, displayName: 'New', password: PASSWORD, roleIds: [roleOf(w)] }),
  unchanged: async (w, ctx) => expect((await adminGet(w, `/api/users?search=${encodeURIComponent(ctx.email)}`)).body.totalCount).toBe(0),
});

/** A case acting on a fresh target user holding `rolesOf(w)`; a refusal leaves its version as it was. */
const onUser = (name: string, rolesOf: (w: World) => string[], act: GrantCase['act'], expected: GrantCase['expected']): GrantCase => ({
  name,
  expected,
  prepare: (w) => w.user(rolesOf(w)),
  act,
  unchanged: (w, target) => expectVersion(w, `/api/users/${target.id}`, target.version),
});

const selfService = (w: World) => [w.builtIn.employee];
const administrator = (w: World) => [w.builtIn.administrator];
const rename = (w: World, token: string, t: Json) => w.client.send('put', `/api/users/${t.id}`, token, { email: t.email, displayName: 'Renamed', roleIds: t.roleIds });
const resetPassword: GrantCase['act'] = (w, caller, t) => w.client.send('post', `/api/users/${t.id}/password`, caller.token, { password: 'a-password-the-caller-knows' });
const deactivate: GrantCase['act'] = (w, caller, t) => w.client.send('post', `/api/users/${t.id}/deactivate`, caller.token);
const remove: GrantCase['act'] = (w, caller, t) => w.client.send('delete', `/api/users/${t.id}`, caller.token);

const trashedUser = (name: string, rolesOf: (w: World) => string[], expected: GrantCase['expected']): GrantCase => ({
  name,
  expected,
  prepare: async (w) => {
    const target = await w.user(rolesOf(w));
    await w.client.ok('delete', `/api/users/${target.id}`, w.admin);
    return target;
  },
  act: (w, caller, t) => w.client.send('post', `/api/trash/users/${t.id}/restore`, caller.token),
  unchanged: async (w, t) => expect((await adminGet(w, `/api/users/${t.id}`)).status).toBe(404),
});

export const userCases: GrantCase[] = [
  createUserCase('create a user holding the self-service role', (w) => w.builtIn.employee, {
    admin: 'ok', usersCreate: 'PERMISSION_NOT_HELD', usersAll: 'PERMISSION_NOT_HELD', ownScoped: 'ok',
  }),
  createUserCase('create a user holding Administrator', (w) => w.builtIn.administrator, {
    admin: 'ok', usersCreate: 'ADMINISTRATOR_PROTECTED', usersAll: 'ADMINISTRATOR_PROTECTED', ownScoped: 'ADMINISTRATOR_PROTECTED',
  }),
  onUser('rename another user holding the self-service role', selfService, (w, c, t) => rename(w, c.token, t), {
    admin: 'ok', usersUpdate: 'PERMISSION_NOT_HELD', usersAll: 'PERMISSION_NOT_HELD', ownScoped: 'ok',
  }),
  onUser('rename an administrator', administrator, (w, c, t) => rename(w, c.token, t), {
    admin: 'ok', usersUpdate: 'ADMINISTRATOR_PROTECTED', usersAll: 'ADMINISTRATOR_PROTECTED', ownScoped: 'ADMINISTRATOR_PROTECTED',
  }),
  onUser('give a user without roles the Disponent role', () => [], (w, c, t) => w.client.send('put', `/api/users/${t.id}`, c.token, { email: t.email, displayName: t.displayName, roleIds: [w.builtIn.planner] }), {
    admin: 'ok', usersUpdate: 'PERMISSION_NOT_HELD', usersAll: 'PERMISSION_NOT_HELD', ownScoped: 'PERMISSION_NOT_HELD',
  }),
  {
    name: 'change one’s own roles',
    expected: { admin: 'OWN_ROLES', usersUpdate: 'OWN_ROLES', usersAll: 'OWN_ROLES', ownScoped: 'OWN_ROLES' },
    prepare: (w, caller) => w.client.ok('get', `/api/users/${caller.id}`, w.admin),
    act: (w, caller, me) =>
      w.client.send('put', `/api/users/${me.id}`, caller.token, { email: me.email, displayName: me.displayName, roleIds: [...new Set([caller.roleId, w.builtIn.administrator, w.builtIn.planner])] }),
    unchanged: (w, me) => expectVersion(w, `/api/users/${me.id}`, me.version),
  },
  onUser('reset the password of a user holding the self-service role', selfService, resetPassword, {
    admin: 'ok', usersUpdate: 'PERMISSION_NOT_HELD', usersAll: 'PERMISSION_NOT_HELD', ownScoped: 'ok',
  }),
  onUser('reset the password of an administrator', administrator, resetPassword, {
    admin: 'ok', usersUpdate: 'ADMINISTRATOR_PROTECTED', usersAll: 'ADMINISTRATOR_PROTECTED', ownScoped: 'ADMINISTRATOR_PROTECTED',
  }),
  onUser('deactivate a user holding the self-service role', selfService, deactivate, {
    admin: 'ok', usersUpdate: 'PERMISSION_NOT_HELD', usersAll: 'PERMISSION_NOT_HELD', ownScoped: 'ok',
  }),
  onUser('deactivate an administrator', administrator, deactivate, {
    admin: 'ok', usersUpdate: 'ADMINISTRATOR_PROTECTED', usersAll: 'ADMINISTRATOR_PROTECTED', ownScoped: 'ADMINISTRATOR_PROTECTED',
  }),
  onUser('delete a user holding the self-service role', selfService, remove, { admin: 'ok', usersAll: 'PERMISSION_NOT_HELD', ownScoped: 'ok' }),
  onUser('delete an administrator', administrator, remove, { admin: 'ok', usersAll: 'ADMINISTRATOR_PROTECTED', ownScoped: 'ADMINISTRATOR_PROTECTED' }),
  trashedUser('restore a user holding the self-service role from the trash', selfService, {
    admin: 'ok', planner: 'ok', usersAll: 'PERMISSION_NOT_HELD', ownScoped: 'ok',
  }),
  trashedUser('restore an administrator from the trash', administrator, {
    admin: 'ok', planner: 'ADMINISTRATOR_PROTECTED', usersAll: 'ADMINISTRATOR_PROTECTED', ownScoped: 'ADMINISTRATOR_PROTECTED',
  }),
];
