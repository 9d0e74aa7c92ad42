import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError, type Access } from '@cs/service-kit';

/**
 * The SQL condition of a caller's scope: nothing for `All`; for `Own`, rows of the caller's linked
 * employee only (no linked employee → no rows). Other people's records thus answer 404.
 */
export function ownedBy(access: Access, employeeIdColumn: AnyPgColumn): SQL | undefined {
  if (access.scope === 'All') return undefined;
  return access.employeeId ? eq(employeeIdColumn, access.employeeId) : sql`false`;
}

/** A self-service write by an account linked to no employee (or to one in the trash) → 403. */
export const noLinkedEmployee = (what: string) =>
  new AppError(403, 'NO_LINKED_EMPLOYEE', `Your account is not linked to an employee, so you cannot ${what}.`);
