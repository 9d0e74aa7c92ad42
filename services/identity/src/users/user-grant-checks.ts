import type { Principal, Queryable } from '@cs/service-kit';
import { grantRefused } from '../permissions/grant-refused';
import { refuseUserChange } from '../permissions/grant-rules';
import { roleSetOf } from '../roles/role-grant-checks';
import { roleIdsOf } from './users.repo';

/** The roles a user holds now, read in the caller's transaction (after the user row is locked). */
export const roleSetOfUser = async (db: Queryable, userId: string) => roleSetOf(db, (await roleIdsOf(db, [userId])).get(userId) ?? []);

/**
 * 403 unless the caller may make this change to a user (`userId` null: a new user). `after` null:
 * the user's roles stay as they are; `relinksEmployee`: the change links another employee (or none).
 */
export async function ensureMayChangeUser(db: Queryable, principal: Principal, userId: string | null, after: string[] | null, relinksEmployee = false) {
  const before = userId === null ? null : await roleSetOfUser(db, userId);
  const refusal = refuseUserChange(principal, { userId, before, after: after === null ? null : await roleSetOf(db, after), relinksEmployee });
  if (refusal) throw grantRefused(refusal);
}
