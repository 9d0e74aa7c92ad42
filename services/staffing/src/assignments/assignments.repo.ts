import { eq } from 'drizzle-orm';
import type { Access, Queryable } from '@cs/service-kit';
import type { ListAssignmentsQuery } from '@cs/contracts/http/assignments';
import { assignments, employees, facilityDirectory, orders } from '../schema';
import { employeeLabel } from '../employees/employee-record';
import { employeeRangeRecords } from '../shared/employee-records';

const records = employeeRangeRecords(assignments);

export const listAssignments = (q: Queryable, query: ListAssignmentsQuery, access: Access) =>
  records.list(q, query, access, query.orderId ? eq(assignments.orderId, query.orderId) : undefined);

/** Read within the caller's scope (`access`), edit (a new one: new-assignment.repo.ts). */
export const { find: findAssignmentRow, update: updateAssignmentRow } = records;

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
