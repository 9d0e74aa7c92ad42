import { describe, expect, test } from '@jest/globals';
import { allPermissions, mergeGrants, type PermissionGrant } from '@cs/contracts';
import { holdsFullCatalog, missingPermissions, refuseRoleChange, refuseUserChange, type RoleSet } from './grant-rules';

const map = (...grants: PermissionGrant[]) => mergeGrants(grants);
const everything = mergeGrants(allPermissions);
const set = (id: string, permissions = map(), administrator = false): RoleSet => ({ ids: [id], permissions, administrator });
const adminSet = set('admin', everything, true);
const me = (permissions: ReturnType<typeof map>) => ({ userId: 'me', permissions });

describe('missingPermissions', () => {
  test('All covers Own; Own does not cover All; a missing module or action is missing', () => {
    expect(missingPermissions(map({ module: 'orders', actions: ['read'], scope: 'All' }), map({ module: 'orders', actions: ['read'], scope: 'Own' }))).toEqual([]);
    expect(missingPermissions(map({ module: 'orders', actions: ['read'], scope: 'Own' }), map({ module: 'orders', actions: ['read'], scope: 'All' }))).toEqual([
      { module: 'orders', action: 'read', scope: 'All' },
    ]);
    expect(missingPermissions(map({ module: 'orders', actions: ['read'], scope: 'All' }), map({ module: 'orders', actions: ['read', 'delete'], scope: 'All' }))).toEqual([
      { module: 'orders', action: 'delete', scope: 'All' },
    ]);
    expect(missingPermissions(map(), map({ module: 'users', actions: ['create'], scope: 'Own' }))).toEqual([{ module: 'users', action: 'create', scope: 'Own' }]);
  });

  test('holding the full catalog means every action of every module at All', () => {
    expect(holdsFullCatalog(everything)).toBe(true);
    expect(holdsFullCatalog(mergeGrants(allPermissions.map((g) => ({ ...g, scope: 'Own' as const }))))).toBe(false);
    expect(holdsFullCatalog(mergeGrants(allPermissions.filter((g) => g.module !== 'trash')))).toBe(false);
  });
});

describe('refuseUserChange', () => {
  const usersUpdate = map({ module: 'users', actions: ['update'], scope: 'All' });

  test('nobody changes their own roles, not even an administrator', () => {
    expect(refuseUserChange(me(usersUpdate), { userId: 'me', before: set('a'), after: adminSet })?.code).toBe('OWN_ROLES');
    expect(refuseUserChange(me(everything), { userId: 'me', before: adminSet, after: set('b') })?.code).toBe('OWN_ROLES');
  });

  test('nobody links their own account to another employee (their Own scope would follow)', () => {
    const change = { userId: 'me', before: set('a', usersUpdate), after: set('a', usersUpdate) };
    const relink = { before: null, after: 'employee-e' };
    expect(refuseUserChange(me(usersUpdate), { ...change, employee: relink })?.code).toBe('OWN_EMPLOYEE_LINK');
    expect(refuseUserChange(me(usersUpdate), { ...change, userId: 'other', employee: relink })).toBeNull();
  });

  test('Own grants of a user linked to another employee are held only at All (they reach that employee’s records)', () => {
    const readOwn = map({ module: 'employees', actions: ['read'], scope: 'Own' });
    const readAll = map({ module: 'employees', actions: ['read'], scope: 'All' });
    const caller = { userId: 'me', employeeId: 'mine', permissions: mergeGrants([{ module: 'users', actions: ['create', 'update'], scope: 'All' }, { module: 'employees', actions: ['read'], scope: 'Own' }]) };
    const target = set('self-service', readOwn);
    const missing = ['employees:read (Own of another employee)'];
    // a new user, or an unlinked user linked now, to another employee: refused; unlinked: fine
    expect(refuseUserChange(caller, { userId: null, before: null, after: target, employee: { before: null, after: 'other' } })).toMatchObject({ code: 'PERMISSION_NOT_HELD', missing });
    expect(refuseUserChange(caller, { userId: null, before: null, after: target })).toBeNull();
    expect(refuseUserChange(caller, { userId: 'u', before: target, after: target, employee: { before: null, after: 'other' } })).toMatchObject({ code: 'PERMISSION_NOT_HELD', missing });
    // a user already linked to another employee: no password reset, no edit, no unlinking
    expect(refuseUserChange(caller, { userId: 'u', before: target, after: null, employee: { before: 'other', after: 'other' } })).toMatchObject({ code: 'PERMISSION_NOT_HELD', missing });
    expect(refuseUserChange(caller, { userId: 'u', before: target, after: target, employee: { before: 'other', after: null } })?.code).toBe('PERMISSION_NOT_HELD');
    // holding it at All covers any employee's Own
    expect(refuseUserChange({ ...caller, permissions: mergeGrants([{ module: 'users', actions: ['update'], scope: 'All' }, { module: 'employees', actions: ['read'], scope: 'All' }]) }, { userId: 'u', before: target, after: null, employee: { before: 'other', after: 'other' } })).toBeNull();
    expect(missingPermissions(readAll, readOwn, 'employee')).toEqual([]);
  });

  test('Own grants of a user linked to another facility are held only at All; the own facility’s at Own; nobody relinks their own facility', () => {
    const portalOwn = map({ module: 'facilityPortal', actions: ['read', 'update'], scope: 'Own' });
    const caller = { userId: 'me', facilityId: 'ours', permissions: mergeGrants([{ module: 'users', actions: ['create', 'update'], scope: 'All' }, { module: 'facilityPortal', actions: ['read', 'update'], scope: 'Own' }]) };
    const target = set('einrichtung', portalOwn);
    const missing = ['facilityPortal:read (Own of another facility)', 'facilityPortal:update (Own of another facility)'];
    expect(refuseUserChange(caller, { userId: null, before: null, after: target, facility: { before: null, after: 'theirs' } })).toMatchObject({ code: 'PERMISSION_NOT_HELD', missing });
    expect(refuseUserChange(caller, { userId: null, before: null, after: target, facility: { before: null, after: 'ours' } })).toBeNull();
    expect(refuseUserChange(caller, { userId: 'u', before: target, after: null, facility: { before: 'theirs', after: 'theirs' } })).toMatchObject({ code: 'PERMISSION_NOT_HELD', missing });
    expect(refuseUserChange(caller, { userId: 'u', before: target, after: target, facility: { before: 'ours', after: 'theirs' } })).toMatchObject({ code: 'PERMISSION_NOT_HELD', missing });
    expect(refuseUserChange(caller, { userId: 'me', before: target, after: target, facility: { before: 'ours', after: 'theirs' } })?.code).toBe('OWN_EMPLOYEE_LINK');
  });

  test('editing one’s own account without touching the roles is allowed', () => {
    expect(refuseUserChange(me(usersUpdate), { userId: 'me', before: set('a', usersUpdate), after: set('a', usersUpdate) })).toBeNull();
  });

  test('only the full catalog assigns the Administrator role or acts on an administrator’s account', () => {
    const almost = mergeGrants(allPermissions.filter((g) => g.module !== 'auditLog'));
    expect(refuseUserChange(me(almost), { userId: null, before: null, after: adminSet })?.code).toBe('ADMINISTRATOR_PROTECTED');
    expect(refuseUserChange(me(almost), { userId: 'other', before: adminSet, after: null })?.code).toBe('ADMINISTRATOR_PROTECTED');
    expect(refuseUserChange(me(everything), { userId: null, before: null, after: adminSet })).toBeNull();
    expect(refuseUserChange(me(everything), { userId: 'other', before: adminSet, after: null })).toBeNull();
  });

  test('granting a role names every permission the caller lacks', () => {
    const planner = set('planner', map({ module: 'orders', actions: ['read', 'delete'], scope: 'All' }));
    const held = map({ module: 'users', actions: ['create'], scope: 'All' }, { module: 'orders', actions: ['read'], scope: 'All' });
    expect(refuseUserChange(me(held), { userId: null, before: null, after: planner })).toEqual({
      code: 'PERMISSION_NOT_HELD',
      detail: 'You cannot grant orders:delete (All): you do not hold it.',
      missing: ['orders:delete (All)'],
    });
  });

  test('acting on another account needs every permission that user holds; a weaker or equal user is fine', () => {
    const stronger = set('s', map({ module: 'users', actions: ['update', 'delete'], scope: 'All' }));
    const refusal = refuseUserChange(me(usersUpdate), { userId: 'other', before: stronger, after: null });
    expect(refusal).toMatchObject({ code: 'PERMISSION_NOT_HELD', missing: ['users:delete (All)'] });
    expect(refusal?.detail).toBe('You cannot change this user’s account: they hold users:delete (All), which you do not hold.');
    expect(refuseUserChange(me(usersUpdate), { userId: 'other', before: set('e', usersUpdate), after: null })).toBeNull();
    expect(refuseUserChange(me(usersUpdate), { userId: 'other', before: set('none'), after: null })).toBeNull();
  });

  test('an Own grant can hand out Own but not All', () => {
    const own = map({ module: 'users', actions: ['create'], scope: 'All' }, { module: 'distances', actions: ['read'], scope: 'Own' });
    expect(refuseUserChange(me(own), { userId: null, before: null, after: set('x', map({ module: 'distances', actions: ['read'], scope: 'Own' })) })).toBeNull();
    expect(refuseUserChange(me(own), { userId: null, before: null, after: set('y', map({ module: 'distances', actions: ['read'], scope: 'All' })) })?.missing).toEqual([
      'distances:read (All)',
    ]);
  });
});

describe('refuseRoleChange', () => {
  const rolesUpdate = map({ module: 'roles', actions: ['update'], scope: 'All' });

  test('adding permissions one does not hold to a role (one’s own included) is refused with the list', () => {
    const refusal = refuseRoleChange(me(rolesUpdate), { before: rolesUpdate, after: map({ module: 'roles', actions: ['update'], scope: 'All' }, { module: 'orders', actions: ['read', 'delete'], scope: 'All' }), heldByAdministrator: false });
    expect(refusal).toEqual({
      code: 'PERMISSION_NOT_HELD',
      detail: 'You cannot grant orders:read (All), orders:delete (All): you do not hold them.',
      missing: ['orders:read (All)', 'orders:delete (All)'],
    });
  });

  test('a role granting more than the caller holds cannot be changed or deleted, even to reduce it', () => {
    const before = map({ module: 'trash', actions: ['delete'], scope: 'All' });
    expect(refuseRoleChange(me(rolesUpdate), { before, after: map(), heldByAdministrator: false })?.detail).toBe(
      'You cannot change this role: it grants trash:delete (All), which you do not hold.',
    );
    expect(refuseRoleChange(me(rolesUpdate), { before, after: null, heldByAdministrator: false })?.detail).toMatch(/^You cannot delete this role/);
  });

  test('a role an administrator holds needs the full catalog', () => {
    expect(refuseRoleChange(me(rolesUpdate), { before: map(), after: map(), heldByAdministrator: true })?.code).toBe('ADMINISTRATOR_PROTECTED');
    expect(refuseRoleChange(me(everything), { before: map(), after: everything, heldByAdministrator: true })).toBeNull();
  });

  test('creating or reducing within what one holds is allowed', () => {
    expect(refuseRoleChange(me(rolesUpdate), { before: null, after: rolesUpdate, heldByAdministrator: false })).toBeNull();
    expect(refuseRoleChange(me(rolesUpdate), { before: rolesUpdate, after: map(), heldByAdministrator: false })).toBeNull();
  });
});
