import { allPermissions, mergeGrants, type PermissionGrant } from '@cs/contracts';
import { conflict, type Queryable } from '@cs/service-kit';
import type { RoleRow } from './role-record';
import { roleNameTaken } from './roles.repo';

const nameConflict = () => conflict('ROLE_NAME_TAKEN', 'A role with this name already exists.');

/** The unique index of role names and its 409 (for `conflictOnUnique`). */
export const roleUniqueConflicts = { roles_name_unique: nameConflict };

export async function ensureRoleNameFree(db: Queryable, name: string, exceptId?: string) {
  if (await roleNameTaken(db, name, exceptId)) throw nameConflict();
}

/** The same grants, whatever their order or split into entries. */
export const grantsEqual = (a: PermissionGrant[], b: PermissionGrant[]) => JSON.stringify(mergeGrants(a)) === JSON.stringify(mergeGrants(b));

/** The built-in Administrator keeps its name and every permission; only its description may change. */
export function ensureAdministratorIntact(role: RoleRow, next: { name: string; permissions: PermissionGrant[] }) {
  if (role.builtIn !== 'administrator') return;
  if (next.name !== role.name || !grantsEqual(next.permissions, allPermissions)) {
    throw conflict('PROTECTED_ROLE', 'The built-in Administrator role keeps its name and all permissions.');
  }
}
