import type { Principal, Queryable } from '@cs/service-kit';
import { grantRefused } from '../permissions/grant-refused';
import { refuseUserChange } from '../permissions/grant-rules';
import { roleSetOf } from '../roles/role-grant-checks';
import { roleIdsOf } from './users.repo';

/** The roles a user holds now, read in the caller's transaction (after the user row is locked). */
export const roleSetOfUser = async (db: Queryable, userId: string) => roleSetOf(db, (await roleIdsOf(db, [userId])).get(userId) ?? []);

/**
 * 403 unless the caller may make this change to a user (`user` null: a new user; else the user as
 * the caller read it, locked, in this transaction). `after` null: the user's roles stay as they are;
 * `employeeAfter`: the employee the change links (undefined: the link stays).
 */
export async function ensureMayChangeUser(
  db: Queryable,
  principal: Principal,
  user: { id: string; employeeId: string | null } | null,
  after: string[] | null,
  employeeAfter?: string | null,
) {
  const before = user === null ? null : await roleSetOfUser(db, user.id);
  const employeeBefore = user?.employeeId ?? null;
  const employee = { before: employeeBefore, after: employeeAfter === undefined ? employeeBefore : employeeAfter };
  const refusal = refuseUserChange(principal, { userId: user?.id ?? null, before, after: after === null ? null : await roleSetOf(db, after), employee });
  if (refusal) throw grantRefused(refusal);
}
