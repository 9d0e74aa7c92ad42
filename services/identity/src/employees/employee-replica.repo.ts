import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { employeeReplica } from '../schema';

/** Whether staffing has this employee and it is not deleted. */
export async function employeeExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.select({ id: employeeReplica.id }).from(employeeReplica).where(and(eq(employeeReplica.id, id), eq(employeeReplica.deleted, false)));
  return rows.length > 0;
}

export async function upsertEmployee(db: Queryable, employee: { id: string; firstName: string; lastName: string }) {
  await db
    .insert(employeeReplica)
    .values({ ...employee, deleted: false })
    .onConflictDoUpdate({
      target: employeeReplica.id,
      set: { firstName: employee.firstName, lastName: employee.lastName, deleted: false, updatedAt: sql`now()` },
    });
}

/** Deleted (trash) or purged: no new links; a purge also removes the row's names. */
export async function markEmployeeGone(db: Queryable, id: string) {
  await db
    .insert(employeeReplica)
    .values({ id, firstName: '', lastName: '', deleted: true })
    .onConflictDoUpdate({ target: employeeReplica.id, set: { deleted: true, updatedAt: sql`now()` } });
}
