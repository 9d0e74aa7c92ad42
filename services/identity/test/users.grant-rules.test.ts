/**
 * Who may grant what, directly at identity: the four escalations of issue 11, and the matrix of every
 * users/roles action × the built-in roles and narrow custom roles (test/support/grant-*.ts).
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { upsertEmployee } from '../src/employees/employee-replica.repo';
import { adminToken, harnessForFile } from './harness';
import { buildWorld, callerNames, Client, PASSWORD, type World } from './support/grant-callers';
import { outcomeOf, runCell } from './support/grant-case';
import { userCases } from './support/grant-cases-users';
import { roleCases } from './support/grant-cases-roles';
import { attacks } from './support/grant-attacks';

const h = harnessForFile('identity_grant_rules');
let w: World;

beforeAll(async () => {
  w = await buildWorld(new Client(h.svc.url), await adminToken(h.svc.url));
}, 120_000);

describe('privilege escalation (issue 11)', () => {
  test.each(attacks.map((a) => [a.name, a] as const))('%s', async (_name, attack) => attack.run(w));
});

describe.each([...userCases, ...roleCases].map((c) => [c.name, c] as const))('%s', (_name, c) => {
  test.each(callerNames.map((caller) => [caller, outcomeOf(c, caller)] as const))('as %s → %s', async (caller) => runCell(w, c, caller));
});

describe('beyond the matrix', () => {
  test('nobody links their own account to another employee (403 OWN_EMPLOYEE_LINK); renaming oneself is fine', async () => {
    const me = w.callers.usersUpdate;
    const employeeId = uuidv7();
    await upsertEmployee(h.svc.db, { id: employeeId, firstName: 'Fremde', lastName: 'Person', version: 1 });
    const body = { email: me.email, displayName: me.displayName, roleIds: [me.roleId], employeeId };
    const relink = await w.client.send('put', `/api/users/${me.id}`, me.token, body);
    expect({ status: relink.status, code: relink.body.code }).toEqual({ status: 403, code: 'OWN_EMPLOYEE_LINK' });
    expect((await w.client.ok('get', `/api/users/${me.id}`, w.admin)).employeeId).toBeNull();
    const rename = await w.client.send('put', `/api/users/${me.id}`, me.token, { ...body, employeeId: null, displayName: 'Renamed Myself' });
    expect({ status: rename.status, displayName: rename.body.displayName }).toEqual({ status: 200, displayName: 'Renamed Myself' });
  });

  test('Own grants reach the linked employee: a caller holding them only at Own cannot give them for another employee', async () => {
    const caller = w.callers.ownScoped;
    const employeeId = uuidv7();
    await upsertEmployee(h.svc.db, { id: employeeId, firstName: 'Andere', lastName: 'Mitarbeiterin', version: 1 });
    const create = await w.client.send('post', '/api/users', caller.token, {
      email: `linked.${uuidv7()}@example.org`, displayName: 'Linked', password: PASSWORD, roleIds: [w.builtIn.employee], employeeId,
    });
    expect({ status: create.status, code: create.body.code, missing: create.body.missing }).toEqual({
      status: 403, code: 'PERMISSION_NOT_HELD', missing: expect.arrayContaining(['employees:read (Own of another employee)']),
    });
    const unlinked = await w.user([w.builtIn.employee]);
    const link = await w.client.send('put', `/api/users/${unlinked.id}`, caller.token, { email: unlinked.email, displayName: unlinked.displayName, roleIds: unlinked.roleIds, employeeId });
    expect({ status: link.status, code: link.body.code }).toEqual({ status: 403, code: 'PERMISSION_NOT_HELD' });
    expect((await w.client.ok('get', `/api/users/${unlinked.id}`, w.admin)).employeeId).toBeNull();
    await w.client.ok('put', `/api/users/${unlinked.id}`, w.admin, { email: unlinked.email, displayName: unlinked.displayName, roleIds: unlinked.roleIds, employeeId });
    const reset = await w.client.send('post', `/api/users/${unlinked.id}/password`, caller.token, { password: 'a-password-the-caller-knows' });
    expect({ status: reset.status, code: reset.body.code }).toEqual({ status: 403, code: 'PERMISSION_NOT_HELD' });
    const unlink = await w.client.send('put', `/api/users/${unlinked.id}`, caller.token, { email: unlinked.email, displayName: unlinked.displayName, roleIds: unlinked.roleIds, employeeId: null });
    expect({ status: unlink.status, code: unlink.body.code }).toEqual({ status: 403, code: 'PERMISSION_NOT_HELD' });
    const renameUnlinked = await w.user([w.builtIn.employee]);
    expect([200, 204]).toContain((await w.client.send('post', `/api/users/${renameUnlinked.id}/password`, caller.token, { password: 'a-password-the-caller-knows' })).status);
  });

  test('purging an administrator from the trash needs the full catalog; a weaker user can be purged', async () => {
    const purger = await w.role([{ module: 'trash', actions: ['read', 'delete'], scope: 'All' }]);
    const user = await w.user([purger.id]);
    const token = await w.client.login(user.email, PASSWORD);
    const [administrator, plain] = [await w.user([w.builtIn.administrator]), await w.user([])];
    for (const target of [administrator, plain]) await w.client.ok('delete', `/api/users/${target.id}`, w.admin);
    const refused = await w.client.send('delete', `/api/trash/users/${administrator.id}`, token);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'ADMINISTRATOR_PROTECTED' });
    expect((await w.client.send('post', `/api/trash/users/${administrator.id}/restore`, w.admin)).status).toBe(200);
    expect((await w.client.send('delete', `/api/trash/users/${plain.id}`, token)).status).toBe(204);
  });
});
