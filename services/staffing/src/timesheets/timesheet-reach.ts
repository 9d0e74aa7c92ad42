import { eq, sql, type SQL } from 'drizzle-orm';
import type { Access } from '@cs/service-kit';
import { timesheets } from '../schema';
import { ownedBy } from '../shared/own-scope';

/**
 * Whose timesheets a caller reaches: the office (`All`), an employee's self-service (`Own`: the
 * linked employee's) or a facility's ward office (`Facility`: the linked facility's, token claim
 * `fac`, whatever the role's scope; no linked facility → none). Another's answers 404.
 */
export type TimesheetReach = Access | { scope: 'Facility'; facilityId: string | null };

/** The reach as SQL on `timesheets`: the restriction never leaves the database query. */
export function reachedBy(reach: TimesheetReach): SQL | undefined {
  if (reach.scope === 'Facility') return reach.facilityId ? eq(timesheets.facilityId, reach.facilityId) : sql`false`;
  return ownedBy(reach, timesheets.employeeId);
}

/** The employee and facility a list of the reach is limited to, or null when it reaches nothing. */
export function listLimits(reach: TimesheetReach, query: { employeeId?: string; facilityId?: string }): { employeeId?: string; facilityId?: string } | null {
  if (reach.scope === 'Facility') return reach.facilityId ? { facilityId: reach.facilityId } : null;
  if (reach.scope === 'Own') return reach.employeeId ? { employeeId: reach.employeeId, facilityId: query.facilityId } : null;
  return { employeeId: query.employeeId, facilityId: query.facilityId };
}
