import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@cs/service-kit';
import type { AssignmentRow } from '../assignments/assignment-record';
import { assignments } from '../schema';
import { lockEmployees } from '../shared/assignment-locks';

const futureOf = (orderId: string, today: string) =>
  and(eq(assignments.orderId, orderId), isNull(assignments.deletedAt), gte(assignments.endDate, today));

/**
 * The order's live assignments ending today or later, locked in the order every assignment change
 * uses: their employees' advisory locks (sorted), then the assignment rows (by id). Called before the
 * order's row is locked; calling it again in the same transaction is harmless (locks are re-entrant).
 */
export async function lockFutureAssignments(tx: Tx, orderId: string, today: string): Promise<AssignmentRow[]> {
  const employees = await tx.selectDistinct({ employeeId: assignments.employeeId }).from(assignments).where(futureOf(orderId, today));
  await lockEmployees(tx, employees.map((e) => e.employeeId));
  return tx.select().from(assignments).where(futureOf(orderId, today)).orderBy(asc(assignments.id)).for('update');
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
