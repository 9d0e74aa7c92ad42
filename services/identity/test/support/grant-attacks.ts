/**
 * The four privilege escalations of issue 11, each answered 200/204 before the grant rules, and the
 * next login then carried every permission at scope All. Each now answers 403 and changes nothing.
 */
import { expect } from '@jest/globals';
import { allPermissions } from '@cs/contracts';
import { PASSWORD, uniqueName, type Caller, type World } from './grant-callers';

/** The permission map an access token carries. */
export const permissionsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).perm;

/** The caller's permissions at their next login are still those of their own role. */
async function nextLoginUnchanged(w: World, caller: Caller) {
  expect(permissionsOf(await w.client.login(caller.email, PASSWORD))).toEqual(permissionsOf(caller.token));
}

export const attacks: Array<{ name: string; run(w: World): Promise<void> }> = [
  {
    name: 'attack 1: a users:update holder cannot put the Administrator role on their own account (403 OWN_ROLES)',
    async run(w) {
      const me = w.callers.usersUpdate;
      const res = await w.client.send('put', `/api/users/${me.id}`, me.token, { email: me.email, displayName: me.displayName, roleIds: [me.roleId, w.builtIn.administrator] });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'OWN_ROLES' });
      expect((await w.client.ok('get', `/api/users/${me.id}`, w.admin)).roleIds).toEqual([me.roleId]);
      await nextLoginUnchanged(w, me);
    },
  },
  {
    name: 'attack 2: a users:update holder cannot set an administrator’s password and log in as them (403 ADMINISTRATOR_PROTECTED)',
    async run(w) {
      const target = await w.user([w.builtIn.administrator]);
      const res = await w.client.send('post', `/api/users/${target.id}/password`, w.callers.usersUpdate.token, { password: 'the-attackers-password' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'ADMINISTRATOR_PROTECTED' });
      await expect(w.client.login(target.email, 'the-attackers-password')).rejects.toThrow(/→ 401/);
      await w.client.login(target.email, PASSWORD);
    },
  },
  {
    name: 'attack 3: a users:create holder cannot create a user holding the Administrator role (403 ADMINISTRATOR_PROTECTED)',
    async run(w) {
      const email = `${uniqueName('sidekick')}@example.org`;
      const res = await w.client.send('post', '/api/users', w.callers.usersCreate.token, { email, displayName: 'Sidekick', password: PASSWORD, roleIds: [w.builtIn.administrator] });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'ADMINISTRATOR_PROTECTED' });
      await expect(w.client.login(email, PASSWORD)).rejects.toThrow(/→ 401/);
    },
  },
  {
    name: 'attack 4: a roles:update holder cannot add modules, actions and scope All to a role they hold (403 PERMISSION_NOT_HELD)',
    async run(w) {
      const me = w.callers.rolesUpdate;
      const role = await w.client.ok('get', `/api/roles/${me.roleId}`, w.admin);
      const res = await w.client.send('put', `/api/roles/${role.id}`, me.token, { name: role.name, permissions: allPermissions });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'PERMISSION_NOT_HELD' });
      expect(res.body.detail).toMatch(/^You cannot grant facilities:read \(All\), .*trash:delete \(All\): you do not hold them\.$/);
      expect(res.body.missing).toContain('orders:delete (All)');
      expect(await w.client.ok('get', `/api/roles/${role.id}`, w.admin)).toEqual(role);
      await nextLoginUnchanged(w, me);
    },
  },
];
