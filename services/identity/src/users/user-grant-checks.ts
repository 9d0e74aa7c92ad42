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
 * `linkAfter`: the employee and facility the change links (undefined: the links stay).
 */
export async function ensureMayChangeUser(
  db: Queryable,
  principal: Principal,
  user: Link & { id: string } | null,
  after: string[] | null,
  linkAfter?: Link,
) {
  const before = user === null ? null : await roleSetOfUser(db, user.id);
  const linkBefore = { employeeId: user?.employeeId ?? null, facilityId: user?.facilityId ?? null };
  const linked = linkAfter ?? linkBefore;
  const employee = { before: linkBefore.employeeId, after: linked.employeeId };
  const facility = { before: linkBefore.facilityId, after: linked.facilityId };
  const refusal = refuseUserChange(principal, { userId: user?.id ?? null, before, after: after === null ? null : await roleSetOf(db, after), employee, facility });
  if (refusal) throw grantRefused(refusal);
}

interface Link {
  employeeId: string | null;
  facilityId: string | null;
}
