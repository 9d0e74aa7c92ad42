import type { Principal, Queryable } from '@cs/service-kit';
import { grantRefused } from '../permissions/grant-refused';
import { refuseRoleChange, toRoleSet } from '../permissions/grant-rules';
import { findRolesByIds, roleHeldByAdministrator } from './roles.repo';

/** The roles with these ids as one role set (call in the transaction that makes the change). */
export const roleSetOf = async (db: Queryable, roleIds: string[]) => toRoleSet(await findRolesByIds(db, roleIds));

/** 403 unless the caller may make this change to a role (`roleId` null: a new role). */
export async function ensureMayChangeRole(
  db: Queryable,
  principal: Principal,
  roleId: string | null,
  change: Pick<Parameters<typeof refuseRoleChange>[1], 'before' | 'after'>,
) {
  const heldByAdministrator = roleId !== null && (await roleHeldByAdministrator(db, roleId));
  const refusal = refuseRoleChange(principal, { ...change, heldByAdministrator });
  if (refusal) throw grantRefused(refusal);
}
