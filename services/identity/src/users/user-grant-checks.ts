import type { Principal, Queryable } from '@cs/service-kit';
import { grantRefused } from '../permissions/grant-refused';
import { refuseUserChange } from '../permissions/grant-rules';
import { roleSetOf } from '../roles/role-grant-checks';
import { eq } from 'drizzle-orm';
import { users } from '../schema';
import { roleIdsOf } from './users.repo';

/** The roles a user holds now, read in the caller's transaction (after the user row is locked). */
export const roleSetOfUser = async (db: Queryable, userId: string) => roleSetOf(db, (await roleIdsOf(db, [userId])).get(userId) ?? []);

/** The employee a user (in the trash or not) is linked to now. */
const linkedEmployeeOf = async (db: Queryable, userId: string) =>
  (await db.select({ employeeId: users.employeeId }).from(users).where(eq(users.id, userId)))[0]?.employeeId ?? null;

/**
 * 403 unless the caller may make this change to a user (`userId` null: a new user). `after` null:
 * the user's roles stay as they are; `employeeAfter`: the employee the change links (undefined: the
 * link stays).
 */
export async function ensureMayChangeUser(db: Queryable, principal: Principal, userId: string | null, after: string[] | null, employeeAfter?: string | null) {
  const before = userId === null ? null : await roleSetOfUser(db, userId);
  const employeeBefore = userId === null ? null : await linkedEmployeeOf(db, userId);
  const employee = { before: employeeBefore, after: employeeAfter === undefined ? employeeBefore : employeeAfter };
  const refusal = refuseUserChange(principal, { userId, before, after: after === null ? null : await roleSetOf(db, after), employee });
  if (refusal) throw grantRefused(refusal);
}
