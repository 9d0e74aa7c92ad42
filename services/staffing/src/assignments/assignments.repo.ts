import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { selectPage, type Access, type FindOptions, type Queryable } from '@cs/service-kit';
import type { ListAssignmentsQuery } from '@cs/contracts/http/assignments';
import { assignments, employees, facilityDirectory, orders } from '../schema';
import { employeeLabel } from '../employees/employee-record';
import { ownedBy } from '../shared/own-scope';
import type { AssignmentRow, AssignmentValues } from './assignment-record';

export async function listAssignments(q: Queryable, query: ListAssignmentsQuery, access: Access) {
  const where = and(
    isNull(assignments.deletedAt),
    ownedBy(access, assignments.employeeId),
    query.employeeId ? eq(assignments.employeeId, query.employeeId) : undefined,
    query.orderId ? eq(assignments.orderId, query.orderId) : undefined,
    query.to ? lte(assignments.startDate, query.to) : undefined,
    query.from ? gte(assignments.endDate, query.from) : undefined,
  );
  return selectPage(q, assignments, where, [asc(assignments.startDate), asc(assignments.id)], query);
}

export async function findAssignmentRow(
  q: Queryable,
  id: string,
  { trashed = false, lock = false, access }: FindOptions & { access?: Access } = {},
): Promise<AssignmentRow | undefined> {
  const query = q
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.id, id),
        trashed ? isNotNull(assignments.deletedAt) : isNull(assignments.deletedAt),
        access && ownedBy(access, assignments.employeeId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAssignment(q: Queryable, id: string, values: AssignmentValues): Promise<AssignmentRow> {
  const [row] = await q.insert(assignments).values({ id, ...values }).returning();
  return row;
}

export async function updateAssignmentRow(q: Queryable, id: string, values: AssignmentValues): Promise<AssignmentRow> {
  const [row] = await q
    .update(assignments)
    .set({ ...values, version: sql`${assignments.version} + 1`, updatedAt: sql`now()` })
    .where(eq(assignments.id, id))
    .returning();
  return row;
}

/** "Müller, Anna – Haus Sonne, 2026-12-01 – 2026-12-05". */
export async function assignmentLabel(q: Queryable, a: { employeeId: string; orderId: string; startDate: string; endDate: string }) {
  const [row] = await q
    .select({ firstName: employees.firstName, lastName: employees.lastName, facility: facilityDirectory.name })
    .from(orders)
    .innerJoin(employees, eq(employees.id, a.employeeId))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId))
    .where(eq(orders.id, a.orderId));
  const who = row ? employeeLabel(row) : a.employeeId;
  return `${who} – ${row?.facility ?? `order ${a.orderId}`}, ${a.startDate} – ${a.endDate}`;
}
