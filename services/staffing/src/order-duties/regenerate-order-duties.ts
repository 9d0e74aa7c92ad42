/**
 * An order's shift pattern changed: the future duties of its assignments follow it, except the
 * dates a dispatcher planned by hand; the changed assignments are announced and re-checked
 * (docs/staffing.md, "An order's pattern change").
 */
import type { Principal, Tx } from '@cs/service-kit';
import type { AffectedAssignments } from '@cs/contracts/http/employees';
import type { ShiftPatternResponse } from '@cs/contracts/http/orders';
import { toAssignmentResponse } from '../assignments/assignment-record';
import { dutiesOf, manualDatesOf, replaceDuties } from '../assignments/duties.repo';
import { planningDay } from '../working-time/planning-zone';
import { recheckScopes } from '../rechecks/recheck-employee-assignments';
import type { DateRange } from '../rechecks/future-assignments.repo';
import { recordStaffingEvent } from '../shared/record-events';
import { followPattern, sameDuties } from './follow-pattern';
import { lockedAll, lockFutureAssignments, touchAssignment } from './order-assignments.repo';
import { assignmentLabel } from '../assignments/assignments.repo';

/** Before the order's row lock: the assignments that may change, locked in the one lock order; answers which. */
export async function lockOrderDuties(tx: Tx, orderId: string, today = planningDay()): Promise<ReadonlySet<string>> {
  return (await lockFutureAssignments(tx, orderId, today)).locked;
}

/**
 * Under the order's row lock (no assignment of the order can appear or move any more): whether
 * `lockOrderDuties` locked all that may change. If not, locking the rest now would take employee
 * locks after an order's row lock, against the lock order (a deadlock with an assignment change).
 */
export async function lockedOrderDuties(tx: Tx, orderId: string, locked: ReadonlySet<string>, today = planningDay()): Promise<boolean> {
  return lockedAll(tx, orderId, today, locked);
}

/**
 * Regenerates the duties of the order's assignments for dates from today (planning time zone) on,
 * keeping manual dates; each assignment whose duties changed gets a new version and a
 * `staffing.assignment.updated` event (same transaction, outbox). Answers the re-check of the
 * changed assignments' employees over the changed ranges, like an absence does.
 */
export async function regenerateOrderDuties(
  tx: Tx,
  orderId: string,
  pattern: ShiftPatternResponse | null,
  principal: Principal,
  correlationId?: string,
  today = planningDay(),
): Promise<AffectedAssignments> {
  const { rows } = await lockFutureAssignments(tx, orderId, today);
  const ids = rows.map((r) => r.id);
  const stored = await dutiesOf(tx, ids);
  const manual = await manualDatesOf(tx, ids);
  const ranges = new Map<string, DateRange[]>();
  for (const row of rows) {
    const from = row.startDate > today ? row.startDate : today;
    const before = stored.get(row.id) ?? [];
    const after = followPattern(before, manual.get(row.id) ?? new Set(), pattern, from, row.endDate);
    if (sameDuties(before, after)) continue;
    await replaceDuties(tx, row.id, row.employeeId, after);
    const touched = await touchAssignment(tx, row.id);
    await recordStaffingEvent(tx, {
      aggregate: 'assignment', verb: 'updated', principal, id: row.id, correlationId, label: await assignmentLabel(tx, row),
      data: toAssignmentResponse(touched, after), before: toAssignmentResponse(row, before),
    });
    ranges.set(row.employeeId, [...(ranges.get(row.employeeId) ?? []), { startDate: from, endDate: row.endDate }]);
  }
  return recheckScopes(tx, [...ranges].map(([employeeId, r]) => ({ employeeId, ranges: r, today })));
}
