import { and, asc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { assignments, facilityDirectory, orders } from '../schema';

/** An inclusive date range; an assignment intersecting it is affected by a change over it. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface FutureAssignmentRow {
  id: string;
  orderId: string;
  employeeId: string;
  facilityId: string;
  facilityName: string | null;
  startDate: string;
  endDate: string;
  hoursPerDay: number;
}

/**
 * The employee's live assignments (on live orders) ending on or after `today`, soonest first, at
 * most `limit`; with `ranges`, only those intersecting one of them. Index assignments_employee_range_idx.
 */
export async function listFutureAssignments(
  q: Queryable,
  employeeId: string,
  today: string,
  limit: number,
  ranges?: DateRange[],
): Promise<FutureAssignmentRow[]> {
  const within: SQL | undefined = ranges && or(...ranges.map((r) => and(lte(assignments.startDate, r.endDate), gte(assignments.endDate, r.startDate))));
  const rows = await q
    .select({
      id: assignments.id,
      orderId: assignments.orderId,
      employeeId: assignments.employeeId,
      facilityId: orders.facilityId,
      facilityName: facilityDirectory.name,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      hoursPerDay: assignments.hoursPerDay,
    })
    .from(assignments)
    .innerJoin(orders, and(eq(orders.id, assignments.orderId), isNull(orders.deletedAt)))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId))
    .where(and(eq(assignments.employeeId, employeeId), isNull(assignments.deletedAt), gte(assignments.endDate, today), within))
    .orderBy(asc(assignments.startDate), asc(assignments.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, hoursPerDay: Number(r.hoursPerDay) }));
}
