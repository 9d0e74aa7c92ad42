import { and, eq, sql } from 'drizzle-orm';
import { upsertReplica, type Queryable } from '@cs/service-kit';
import { employeeReplica } from '../schema';

/** A purge is final: it outranks every version the employee had. */
const PURGED_VERSION = 2_147_483_647;

/** Whether staffing has this employee and it is not deleted. */
export async function employeeExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.select({ id: employeeReplica.id }).from(employeeReplica).where(and(eq(employeeReplica.id, id), eq(employeeReplica.deleted, false)));
  return rows.length > 0;
}

interface EmployeeState {
  id: string;
  firstName: string;
  lastName: string;
  /** The employee's version in staffing; events of older versions arriving later change nothing. */
  version: number;
}

const upsert = (db: Queryable, { id, firstName, lastName, version }: EmployeeState, deleted: boolean) =>
  upsertReplica(db, employeeReplica, { key: employeeReplica.id, order: employeeReplica.sourceVersion }, { id, firstName, lastName, deleted, sourceVersion: version }, { updatedAt: sql`now()` });

/** Created, updated or restored: the names, and linkable. */
export const upsertEmployee = (db: Queryable, employee: EmployeeState) => upsert(db, employee, false);

/** Moved to the trash: no new links (the names stay, for the links that exist). */
export const markEmployeeDeleted = (db: Queryable, employee: EmployeeState) => upsert(db, employee, true);

/** Purged: gone for good, names removed; no later event brings it back. */
export const markEmployeePurged = (db: Queryable, id: string) => upsert(db, { id, firstName: '', lastName: '', version: PURGED_VERSION }, true);
