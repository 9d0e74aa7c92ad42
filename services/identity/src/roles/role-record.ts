import { actions, type PermissionGrant } from '@cs/contracts';
import type { RoleResponse } from '@cs/contracts/http/identity';
import { roles } from '../schema';

export type RoleRow = typeof roles.$inferSelect;

/** Grants as stored: each action once, in catalog order. */
export const normalizeGrants = (grants: PermissionGrant[]): PermissionGrant[] =>
  grants.map((g) => ({ module: g.module, actions: actions.filter((a) => g.actions.includes(a)), scope: g.scope }));

export const toRoleResponse = (row: RoleRow): RoleResponse => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: row.permissions,
  builtIn: row.builtIn,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
