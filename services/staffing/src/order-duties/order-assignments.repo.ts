import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@cs/service-kit';
import type { AssignmentRow } from '../assignments/assignment-record';
import { assignments } from '../schema';
import { lockEmployees } from '../shared/assignment-locks';

const futureOf = (orderId: string, today: string) =>
  and(eq(assignments.orderId, orderId), isNull(assignments.deletedAt), gte(assignments.endDate, today));

/** An assignment locked with its employee: `assignment id/employee id`. */
const keyOf = (a: { id: string; employeeId: string }) => `${a.id}/${a.employeeId}`;

/**
 * The order's live assignments ending today or later, locked in the order every assignment change
 * uses: their employees' advisory locks (sorted), then the assignment rows (by id). Called before the
 * order's row is locked; calling it again in the same transaction is harmless (locks are re-entrant).
 * `locked`: the rows whose employee was locked too (a row may be committed between the two steps).
 */
export async function lockFutureAssignments(tx: Tx, orderId: string, today: string): Promise<{ rows: AssignmentRow[]; locked: Set<string> }> {
  const employees = await tx.selectDistinct({ employeeId: assignments.employeeId }).from(assignments).where(futureOf(orderId, today));
  await lockEmployees(tx, employees.map((e) => e.employeeId));
  const rows = await tx.select().from(assignments).where(futureOf(orderId, today)).orderBy(asc(assignments.id)).for('update');
  const lockedEmployees = new Set(employees.map((e) => e.employeeId));
  return { rows, locked: new Set(rows.filter((r) => lockedEmployees.has(r.employeeId)).map(keyOf)) };
}

/** Whether every future assignment of the order is among `locked` (read under the order's row lock). */
export async function lockedAll(tx: Tx, orderId: string, today: string, locked: ReadonlySet<string>): Promise<boolean> {
  const now = await tx.select({ id: assignments.id, employeeId: assignments.employeeId }).from(assignments).where(futureOf(orderId, today));
  return now.every((a) => locked.has(keyOf(a)));
}

/** A new version of an assignment whose duties changed (a client's stale ETag must not overwrite them). */
export async function touchAssignment(tx: Tx, id: string): Promise<AssignmentRow> {
  const [row] = await tx
    .update(assignments)
    .set({ version: sql`${assignments.version} + 1`, updatedAt: sql`now()` })
    .where(eq(assignments.id, id))
    .returning();
  return row;
}
