import { and, asc, count, eq, getTableColumns, isNull } from 'drizzle-orm';
import { overlapping, type Queryable } from '@cs/service-kit';
import type { PortalAssignment, PortalAssignmentsQuery } from '@cs/contracts/http/facility-portal';
import { assignments, employees, facilityDirectory, orders } from '../schema';
import type { OrderWithFacility } from '../orders/orders.repo';

/** A live order of this facility (another facility's, or none given: undefined). */
export async function findFacilityOrder(q: Queryable, id: string, facilityId: string | null): Promise<OrderWithFacility | undefined> {
  if (!facilityId) return undefined;
  const [row] = await q
    .select({ order: getTableColumns(orders), facilityName: facilityDirectory.name })
    .from(orders)
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId))
    .where(and(eq(orders.id, id), eq(orders.facilityId, facilityId), isNull(orders.deletedAt)));
  return row;
}

/**
 * The live assignments of one of the facility's orders (those overlapping `from`–`to` if given), by
 * start date and name: who comes, with what qualifications. Only these columns are read, so no
 * other personal data can leave.
 */
export async function assignmentsOfFacilityOrder(q: Queryable, orderId: string, facilityId: string, page: PortalAssignmentsQuery) {
  const where = and(
    eq(assignments.orderId, orderId),
    isNull(assignments.deletedAt),
    eq(orders.facilityId, facilityId),
    isNull(orders.deletedAt),
    overlapping(assignments.startDate, assignments.endDate, page),
  );
  const [rows, [{ total }]] = await Promise.all([
    q
      .select({ id: assignments.id, orderId: assignments.orderId, startDate: assignments.startDate, endDate: assignments.endDate, firstName: employees.firstName, lastName: employees.lastName, qualifications: employees.qualifications })
      .from(assignments)
      .innerJoin(orders, eq(orders.id, assignments.orderId))
      .innerJoin(employees, eq(employees.id, assignments.employeeId))
      .where(where)
      .orderBy(asc(assignments.startDate), asc(employees.lastName), asc(employees.firstName), asc(assignments.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    q.select({ total: count() }).from(assignments).innerJoin(orders, eq(orders.id, assignments.orderId)).where(where),
  ]);
  const items: PortalAssignment[] = rows.map((r) => ({ id: r.id, orderId: r.orderId, startDate: r.startDate, endDate: r.endDate, employee: { firstName: r.firstName, lastName: r.lastName, qualifications: r.qualifications } }));
  return { rows: items, total };
}
