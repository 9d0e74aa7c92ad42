import { badRequest, conflict, type Principal, type Queryable } from '@cs/service-kit';
import { findRolesByIds } from '../roles/roles.repo';
import { employeeExists } from '../employees/employee-replica.repo';
import { facilityExists } from '../facilities/facility-replica.repo';
import { activeAdministratorIds, emailTaken, employeeLinkedElsewhere } from './users.repo';

const emailConflict = () => conflict('EMAIL_TAKEN', 'A user with this email already exists.');
const employeeConflict = () => conflict('EMPLOYEE_ALREADY_LINKED', 'This employee is already linked to another user.');

/** The unique indexes of users and their 409s (for `conflictOnUnique`). */
export const userUniqueConflicts = { users_email_unique: emailConflict, users_employee_unique: employeeConflict };

export async function ensureEmailFree(db: Queryable, email: string, exceptId?: string) {
  if (await emailTaken(db, email, exceptId)) throw emailConflict();
}

/** Every role id names an existing role; returns them without duplicates. */
export async function ensureRolesExist(db: Queryable, roleIds: string[]): Promise<string[]> {
  const wanted = [...new Set(roleIds)];
  const found = new Set((await findRolesByIds(db, wanted)).map((r) => r.id));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest('Some roles do not exist.', { roleIds: unknown.map((id) => `no role with id ${id}`) });
  return wanted;
}

/** A linked employee exists in staffing (identity's replica) and is linked to no other user. */
export async function ensureEmployeeLinkable(db: Queryable, employeeId: string | null, exceptUserId?: string) {
  if (!employeeId) return;
  if (!(await employeeExists(db, employeeId))) throw badRequest('The employee does not exist.', { employeeId: ['no employee with this id'] });
  if (await employeeLinkedElsewhere(db, employeeId, exceptUserId)) throw employeeConflict();
}

/**
 * A user is linked to an employee (self-service) or to a facility (the facility portal), not both:
 * `Own` means the one or the other. The facility exists in identity's replica of the facilities
 * service; it is only re-checked when it changes. Many users may share a facility (its ward offices).
 */
export async function ensureFacilityLinkable(db: Queryable, link: { employeeId: string | null; facilityId: string | null }, changed = true) {
  if (!link.facilityId) return;
  if (link.employeeId) throw badRequest('A user is linked to an employee or to a facility, not both.', { facilityId: ['must be empty when employeeId is set'] });
  if (changed && !(await facilityExists(db, link.facilityId))) throw badRequest('The facility does not exist.', { facilityId: ['no facility with this id'] });
}

/** Nobody locks themselves out: no deactivating or deleting one's own account. */
export function ensureNotSelf(principal: Principal, userId: string, what: string) {
  if (principal.userId === userId) throw conflict('OWN_ACCOUNT', `You cannot ${what} your own account.`);
}

/** Refuses a change after which no active user would hold the Administrator role. */
export async function ensureAdministratorRemains(db: Queryable, userId: string, stillAdministrator: boolean) {
  if (stillAdministrator) return;
  const admins = await activeAdministratorIds(db);
  if (admins.length === 1 && admins[0] === userId) {
    throw conflict('LAST_ADMINISTRATOR', 'This is the last active administrator; make someone else administrator first.');
  }
}
