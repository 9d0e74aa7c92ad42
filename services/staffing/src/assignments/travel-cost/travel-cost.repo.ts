import { and, eq, isNull, sql } from 'drizzle-orm';
import { toNumber, type Access, type Queryable } from '@cs/service-kit';
import { assignments, duties, employeeDistances, facilityDirectory, orders } from '../../schema';
import { ownedBy } from '../../shared/own-scope';
import type { TravelCostFacts } from './compute-travel-cost';

/**
 * One query: the live assignment (within the caller's scope), its days with a duty, its order's facility from the
 * directory and the employee's distance to it. Undefined when the caller may not see the assignment.
 */
export async function loadTravelCostFacts(q: Queryable, assignmentId: string, access: Access): Promise<TravelCostFacts | undefined> {
  const [row] = await q
    .select({
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      facilityId: orders.facilityId,
      known: facilityDirectory.id,
      travelCostMode: facilityDirectory.travelCostMode,
      travelCostRate: facilityDirectory.travelCostRate,
      travelCostPerKm: facilityDirectory.travelCostPerKm,
      km: employeeDistances.km,
      dutyDays: sql<number>`(select count(distinct ${duties.date})::int from ${duties} where ${duties.assignmentId} = ${assignments.id})`,
    })
    .from(assignments)
    .innerJoin(orders, eq(orders.id, assignments.orderId))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId))
    .leftJoin(employeeDistances, and(eq(employeeDistances.employeeId, assignments.employeeId), eq(employeeDistances.facilityId, orders.facilityId)))
    .where(and(eq(assignments.id, assignmentId), isNull(assignments.deletedAt), ownedBy(access, assignments.employeeId)));
  if (!row) return undefined;
  return {
    assignmentId,
    facilityId: row.facilityId,
    startDate: row.startDate,
    endDate: row.endDate,
    dutyDays: Number(row.dutyDays),
    facility: row.known
      ? { travelCostMode: row.travelCostMode, travelCostRate: toNumber(row.travelCostRate), travelCostPerKm: toNumber(row.travelCostPerKm) }
      : null,
    km: toNumber(row.km),
  };
}
