import type { AvailabilityResponse, SetAvailabilityRequest } from '@cs/contracts/http/availability';
import type { AffectedAssignments } from '@cs/contracts/http/employees';
import { isDeepStrictEqual } from 'node:util';
import { notFound, staleVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { employeeLabel } from '../employees/employee-record';
import { findEmployeeRow } from '../employees/employees.repo';
import { nothingAffected, type Recheck } from '../rechecks/recheck-employee-assignments';
import { lockEmployees } from '../shared/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { requestedStatement, sameStatement, statementOf, toAvailabilityDay, type AvailabilityRow } from './availability-record';
import { availabilityOn, clearDays, listAvailability, stateDays } from './availability.repo';
import { planningDay } from '../working-time/planning-zone';
import { assertSettable } from './availability-window';

/** How a cleared day appears in the event's `days`. */
const cleared = { status: null, shifts: [], note: null };

/**
 * Sets the days a PUT names for a live employee — a status states the day, `status: null` clears it
 * — and leaves every other day as it is. Each day must lie from today to today + 400 (planning time
 * zone; 400 naming each one outside, nothing saved). One `staffing.availability.updated` names the
 * days that changed; a PUT that changes nothing records none. Answers the days from the first to the
 * last date named, as they are now; with `recheck` (the office's PUT) also the employee's future
 * assignments on the days newly stated unavailable that now have findings.
 */
export async function setAvailability(
  deps: ServiceDeps,
  principal: Principal,
  employeeId: string,
  body: SetAvailabilityRequest,
  correlationId?: string,
  { missingEmployee = () => notFound('Employee'), today = planningDay(), recheck }: { missingEmployee?: () => Error; today?: string; recheck?: Recheck } = {},
): Promise<AvailabilityResponse & { affectedAssignments?: AffectedAssignments }> {
  const requested = body.days.map((day) => ({ date: day.date, after: requestedStatement(day) })).sort((a, b) => a.date.localeCompare(b.date));
  const dates = body.days.map((day) => day.date);
  assertSettable(dates, today, (date) => date >= today);
  return transact(deps, async (tx) => {
    // The lock an employee's delete takes too: the employee stays live until this commits.
    await lockEmployees(tx, [employeeId]);
    const employee = await findEmployeeRow(tx, employeeId);
    if (!employee) throw missingEmployee();
    const rows = await availabilityOn(tx, employeeId, dates);
    assertStampsAsStored(body.days, rows);
    const before = new Map(rows.map((row) => [row.date, statementOf(row)]));
    // Only days whose statement changes are written: `updatedAt`/`updatedBy` say who changed it last.
    const changed = requested.filter(({ date, after }) => !sameStatement(before.get(date) ?? null, after));
    const changes = new Set(changed.map(({ date }) => date));
    assertSettable(dates, today, (date) => changes.has(date));
    await stateDays(tx, employeeId, changed.flatMap(({ date, after }) => (after ? [{ date, ...after }] : [])), { userId: principal.userId, name: principal.displayName });
    await clearDays(tx, employeeId, changed.filter(({ after }) => after === null).map(({ date }) => date));
    if (changed.length > 0) {
      const fieldChanges = changed.map(({ date, after }) => ({ field: date, before: before.get(date) ?? null, after }));
      const days = requested.map(({ date, after }) => ({ date, ...(after ?? cleared) }));
      const label = employeeLabel(employee);
      const data = { employeeId, label, days };
      await recordStaffingEvent(tx, { aggregate: 'availability', verb: 'updated', principal, id: employeeId, label, data, changes: fieldChanges, correlationId });
    }
    const from = requested[0].date;
    const to = requested[requested.length - 1].date;
    const answer = { employeeId, days: (await listAvailability(tx, employeeId, from, to)).map(toAvailabilityDay) };
    if (!recheck) return answer;
    // The duties already planned on the days just stated unavailable, re-checked under the same lock.
    const ranges = changed.filter(({ after }) => after?.status === 'unavailable').map(({ date }) => ({ startDate: date, endDate: date }));
    const affectedAssignments = ranges.length > 0 ? await recheck(tx, [{ employeeId, ranges, today }]) : nothingAffected();
    return { ...answer, affectedAssignments };
  });
}

/**
 * A day sent back as read carries its stamps (`updatedAt`, `updatedBy`), which are read-only: they
 * must be the stored day's. A day changed (or cleared) since it was read is a stale copy: 412, and
 * nothing is saved — the client reads again, as for a stale `If-Match`.
 */
function assertStampsAsStored(days: SetAvailabilityRequest['days'], rows: AvailabilityRow[]) {
  const stored = new Map(rows.map((row) => [row.date, toAvailabilityDay(row)]));
  const stale = days.filter((day) => {
    if (day.updatedAt === undefined && day.updatedBy === undefined) return false;
    const now = stored.get(day.date);
    return !now || (day.updatedAt !== undefined && day.updatedAt !== now.updatedAt) || (day.updatedBy !== undefined && !isDeepStrictEqual(day.updatedBy, now.updatedBy));
  });
  if (stale.length > 0) throw staleVersion();
}
