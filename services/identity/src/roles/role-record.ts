import { actions, type PermissionGrant } from '@cs/contracts';
import { pickFields, recordStamps } from '@cs/service-kit';
import type { RoleResponse } from '@cs/contracts/http/identity';
import { roles } from '../schema';

export type RoleRow = typeof roles.$inferSelect;

/** Grants as stored: each action once, in catalog order. */
export const normalizeGrants = (grants: PermissionGrant[]): PermissionGrant[] =>
  grants.map((g) => ({ module: g.module, actions: actions.filter((a) => g.actions.includes(a)), scope: g.scope }));

export const toRoleResponse = (row: RoleRow): RoleResponse => ({
  ...pickFields(row, ['id', 'name', 'description', 'permissions', 'builtIn']),
  ...recordStamps(row),
});
