import { AppError, type Queryable } from '@cs/service-kit';
import type { AffectedAssignment, AffectedAssignments } from '@cs/contracts/http/employees';
import { checkAssignment } from '../assignments/check-assignment';
import { planningDay } from '../working-time/planning-zone';
import { listFutureAssignments, type DateRange, type FutureAssignmentRow } from './future-assignments.repo';

/** How many future assignments one re-check looks at (the soonest); more → `truncated`. */
export const RECHECK_LIMIT = 100;

/** The answer of a change that re-checks nothing (or finds nothing affected). */
export const nothingAffected = (): AffectedAssignments => ({ items: [], truncated: false });

export interface RecheckScope {
  employeeId: string;
  /** Only the assignments intersecting one of these ranges (an absence before and after a change); all when absent. */
  ranges?: DateRange[];
  today?: string;
}

/** The same check as the preview `GET /api/assignments/check` of editing this assignment (it is left out of "the others"). */
async function findingsOf(q: Queryable, a: FutureAssignmentRow): Promise<AffectedAssignment | null> {
  try {
    const { findings } = await checkAssignment(q, {
      assignmentId: a.id,
      employeeId: a.employeeId,
      orderId: a.orderId,
      startDate: a.startDate,
      endDate: a.endDate,
      hoursPerDay: a.hoursPerDay,
    });
    if (findings.length === 0) return null;
    const { id, orderId, facilityId, facilityName, startDate, endDate } = a;
    return { assignment: { id, orderId, facilityId, facilityName, startDate, endDate }, findings };
  } catch (err) {
    // The order was cancelled or shortened past the assignment (or it vanished meanwhile): that is
    // the order's state, shown on the order, not a finding of the employee's checks.
    if (err instanceof AppError && (err.status === 409 || err.status === 404)) return null;
    throw err;
  }
}

/**
 * Reverse check: runs the assignment checks, as they are now, for the employee's next
 * RECHECK_LIMIT future assignments (ending today or later, live) and returns those with findings.
 * One facts load per assignment, one after the other (docs/staffing.md, "Reverse checks").
 */
export async function recheckEmployeeAssignments(q: Queryable, scope: RecheckScope): Promise<AffectedAssignments> {
  const today = scope.today ?? planningDay();
  const rows = await listFutureAssignments(q, scope.employeeId, today, RECHECK_LIMIT + 1, scope.ranges);
  const items: AffectedAssignment[] = [];
  for (const row of rows.slice(0, RECHECK_LIMIT)) {
    const affected = await findingsOf(q, row);
    if (affected) items.push(affected);
  }
  return { items, truncated: rows.length > RECHECK_LIMIT };
}

/** Re-checks several scopes (an absence moved from one employee to another) as one answer. */
export async function recheckScopes(q: Queryable, scopes: RecheckScope[]): Promise<AffectedAssignments> {
  const results = [];
  for (const scope of scopes) results.push(await recheckEmployeeAssignments(q, scope));
  return { items: results.flatMap((r) => r.items), truncated: results.some((r) => r.truncated) };
}

export type Recheck = typeof recheckScopes;
