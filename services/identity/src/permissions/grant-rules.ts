import { actions, allPermissions, mergeGrants, modules, type Action, type Module, type PermissionGrant, type PermissionMap, type Scope } from '@cs/contracts';

/**
 * Who may grant what (docs/identity.md, "Who may grant what"): nobody hands out, through a user or a
 * role, a permission they do not hold themselves; the Administrator role, administrators' accounts
 * and roles an administrator holds are changed only by a caller holding the full catalog; nobody
 * changes their own roles; acting on another user's account needs every permission that user holds.
 * Pure: the use cases read the role sets in their transaction and turn a refusal into a 403.
 */

export interface Permission {
  module: Module;
  action: Action;
  scope: Scope;
  /** An `Own` grant of a user linked to another employee (or facility) than the caller's: it reaches that one's records. */
  ofAnother?: 'employee' | 'facility';
}

export type GrantRefusalCode = 'PERMISSION_NOT_HELD' | 'OWN_ROLES' | 'OWN_EMPLOYEE_LINK' | 'ADMINISTRATOR_PROTECTED';

export interface GrantRefusal {
  code: GrantRefusalCode;
  detail: string;
  /** The permissions the caller lacks, e.g. `orders:delete (All)` (PERMISSION_NOT_HELD only). */
  missing?: string[];
}

/** A set of roles: the permissions they grant together and whether Administrator is among them. */
export interface RoleSet {
  ids: string[];
  permissions: PermissionMap;
  administrator: boolean;
}

/** The role set of these roles (rows of the roles table, or anything shaped like them). */
export const toRoleSet = (rows: Array<{ id: string; permissions: PermissionGrant[]; builtIn: string | null }>): RoleSet => ({
  ids: rows.map((r) => r.id),
  permissions: mergeGrants(rows.flatMap((r) => r.permissions)),
  administrator: rows.some((r) => r.builtIn === 'administrator'),
});

/** The caller as the verified access token describes them. */
export interface Caller {
  userId: string;
  permissions: PermissionMap;
  /** The employee the caller's account is linked to: what the caller's `Own` grants reach. */
  employeeId?: string | null;
  /** The facility the caller's account is linked to (a facility user): what the caller's `Own` grants reach. */
  facilityId?: string | null;
}

/** What a user's account is linked to, before and after a change: its `Own` grants reach that one's records. */
export interface LinkChange {
  employee?: { before: string | null; after: string | null };
  facility?: { before: string | null; after: string | null };
}

/** `All` covers `Own`; `Own` covers only `Own`. */
const covers = (held: Scope | undefined, wanted: Scope) => held === 'All' || (held === 'Own' && wanted === 'Own');

/**
 * What `wanted` grants that `held` does not: a module, an action or a scope at least as wide. Catalog
 * order. `ownOfAnotherEmployee`: `wanted` belongs to a user linked to another employee than the
 * holder's, so its `Own` grants reach someone else's records and only `All` covers them.
 */
export function missingPermissions(held: PermissionMap, wanted: PermissionMap, ownOfAnother?: 'employee' | 'facility'): Permission[] {
  const missing: Permission[] = [];
  for (const module of modules) {
    for (const action of actions) {
      const scope = wanted[module]?.[action];
      if (!scope) continue;
      if (ownOfAnother && scope === 'Own') {
        if (!covers(held[module]?.[action], 'All')) missing.push({ module, action, scope, ofAnother: ownOfAnother });
      } else if (!covers(held[module]?.[action], scope)) missing.push({ module, action, scope });
    }
  }
  return missing;
}

/** Whether a user so linked holds `Own` grants over records the caller's `Own` does not reach: whose records they are. */
function linkedToAnother(caller: Caller, employeeId: string | null, facilityId: string | null): 'employee' | 'facility' | undefined {
  if (employeeId && employeeId !== (caller.employeeId ?? null)) return 'employee';
  if (facilityId && facilityId !== (caller.facilityId ?? null)) return 'facility';
  return undefined;
}

const fullCatalog = mergeGrants(allPermissions);

/** Whether the caller holds every action of every module at scope All. */
export const holdsFullCatalog = (held: PermissionMap) => missingPermissions(held, fullCatalog).length === 0;

export const describePermission = (p: Permission) => `${p.module}:${p.action} (${p.scope}${p.ofAnother ? ` of another ${p.ofAnother}` : ''})`;

function notHeld(missing: Permission[], detail: (list: string, them: boolean) => string): GrantRefusal | null {
  if (missing.length === 0) return null;
  const names = missing.map(describePermission);
  return { code: 'PERMISSION_NOT_HELD', detail: detail(names.join(', '), names.length > 1), missing: names };
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * A change to a user. `before`: the roles the user holds now (null: a new user). `after`: the roles
 * the change gives them (null: the roles stay, e.g. a password reset, deactivation, deletion, restore).
 * `employee` / `facility`: what the user is linked to before and after the change (`Own` grants reach
 * that employee's or facility's records, so for a user linked to another one than the caller's only
 * `All` covers them); linking one's own account elsewhere would move one's `Own` scope onto someone
 * else's records.
 */
export function refuseUserChange(
  caller: Caller,
  change: { userId: string | null; before: RoleSet | null; after: RoleSet | null } & LinkChange,
): GrantRefusal | null {
  const { before, after } = change;
  const employee = change.employee ?? { before: null, after: null };
  const facility = change.facility ?? { before: null, after: null };
  const relinksEmployee = employee.before !== employee.after;
  const relinksFacility = facility.before !== facility.after;
  const self = change.userId !== null && change.userId === caller.userId;
  const rolesChange = after !== null && (before === null || !sameIds(before.ids, after.ids));
  if (self && rolesChange) return { code: 'OWN_ROLES', detail: 'You cannot change your own roles; another user must do it.' };
  if (self && relinksEmployee) {
    return { code: 'OWN_EMPLOYEE_LINK', detail: 'You cannot change which employee your own account is linked to; another user must do it.' };
  }
  if (self && relinksFacility) {
    return { code: 'OWN_EMPLOYEE_LINK', detail: 'You cannot change which facility your own account is linked to; another user must do it.' };
  }
  const full = holdsFullCatalog(caller.permissions);
  if (!full && !self && before?.administrator) {
    return { code: 'ADMINISTRATOR_PROTECTED', detail: 'Only a user holding every permission can change an administrator’s account.' };
  }
  if (!full && rolesChange && after.administrator && !before?.administrator) {
    return { code: 'ADMINISTRATOR_PROTECTED', detail: 'Only a user holding every permission can assign the Administrator role.' };
  }
  if (!self && before) {
    const held = missingPermissions(caller.permissions, before.permissions, linkedToAnother(caller, employee.before, facility.before));
    const refusal = notHeld(held, (list) => `You cannot change this user’s account: they hold ${list}, which you do not hold.`);
    if (refusal) return refusal;
  }
  const granted = rolesChange ? after : relinksEmployee || relinksFacility ? before : null;
  if (!granted) return null;
  const missing = missingPermissions(caller.permissions, granted.permissions, linkedToAnother(caller, employee.after, facility.after));
  return notHeld(missing, (list, them) => `You cannot grant ${list}: you do not hold ${them ? 'them' : 'it'}.`);
}

/**
 * A change to a role. `before`: what it grants now (null: a new role); `after`: what it will grant
 * (null: it is deleted). `heldByAdministrator`: a user holding the Administrator role holds it.
 */
export function refuseRoleChange(
  caller: Caller,
  change: { before: PermissionMap | null; after: PermissionMap | null; heldByAdministrator: boolean },
): GrantRefusal | null {
  if (!holdsFullCatalog(caller.permissions) && change.heldByAdministrator) {
    return { code: 'ADMINISTRATOR_PROTECTED', detail: 'Only a user holding every permission can change a role an administrator holds.' };
  }
  const what = change.after ? 'change' : 'delete';
  if (change.before) {
    const refusal = notHeld(missingPermissions(caller.permissions, change.before), (list) => `You cannot ${what} this role: it grants ${list}, which you do not hold.`);
    if (refusal) return refusal;
  }
  if (!change.after) return null;
  return notHeld(missingPermissions(caller.permissions, change.after), (list, them) => `You cannot grant ${list}: you do not hold ${them ? 'them' : 'it'}.`);
}
