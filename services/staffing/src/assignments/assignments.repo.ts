import { and, asc, eq } from 'drizzle-orm';
import { findRecord, liveRows, overlapping, selectPage, updateRecord, type Access, type FindOptions, type Queryable } from '@cs/service-kit';
import type { ListAssignmentsQuery } from '@cs/contracts/http/assignments';
import { assignments, employees, facilityDirectory, orders } from '../schema';
import { employeeLabel } from '../employees/employee-record';
import { ownedBy } from '../shared/own-scope';
import type { AssignmentRow, AssignmentValues } from './assignment-record';

export async function listAssignments(q: Queryable, query: ListAssignmentsQuery, access: Access) {
  const where = and(
    liveRows(assignments),
    ownedBy(access, assignments.employeeId),
    query.employeeId ? eq(assignments.employeeId, query.employeeId) : undefined,
    query.orderId ? eq(assignments.orderId, query.orderId) : undefined,
    overlapping(assignments.startDate, assignments.endDate, query),
  );
  return selectPage(q, assignments, where, [asc(assignments.startDate), asc(assignments.id)], query);
}

export const findAssignmentRow = (q: Queryable, id: string, { trashed, lock, access }: FindOptions & { access?: Access } = {}): Promise<AssignmentRow | undefined> =>
  findRecord(q, assignments, id, { trashed, lock, where: access && ownedBy(access, assignments.employeeId) });

export async function insertAssignment(q: Queryable, id: string, values: AssignmentValues): Promise<AssignmentRow> {
  const [row] = await q.insert(assignments).values({ id, ...values }).returning();
  return row;
}

export const updateAssignmentRow = (q: Queryable, id: string, values: AssignmentValues): Promise<AssignmentRow> => updateRecord(q, assignments, id, values);

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
