import { findMapped, type Queryable, type Trashable } from '@cs/service-kit';
import type { AssignmentResponse } from '@cs/contracts/http/assignments';
import { findEmployeeRow } from '../employees/employees.repo';
import { refreshOrderStatus } from '../orders/order-status';
import { findOrder } from '../orders/orders.repo';
import { assignments } from '../schema';
import { parentInTrash } from '../shared/references';
import { planningTimeZone, type Locale } from '../working-time';
import { recordDutyChange } from './duty-weeks.repo';
import { acknowledgement } from './acknowledge-warnings';
import { assessAssignment, requireSavable } from './assess-assignment';
import type { Finding } from '../checks';
import { lockForAssignment } from '../shared/assignment-locks';
import { assertNoWorkedTimesheets } from '../shared/worked-timesheets';
import { assignmentWithDuties } from './assignment-record';
import { assignmentLabel, findAssignmentRow } from './assignments.repo';

/**
 * The order's Filled status follows its live assignments; the employee's week sums count live duties
 * only. The order's row lock first, then the week rows: the order every assignment change takes them in.
 */
const afterChange = (live: boolean): Trashable<AssignmentResponse>['afterDelete'] => async (tx, a, principal, correlationId) => {
  await refreshOrderStatus(tx, a.orderId, principal, correlationId);
  await recordDutyChange(tx, a.employeeId, live ? [] : a.duties, live ? a.duties : [], planningTimeZone());
};

/** What the restore route hands the hooks: the request's acknowledgement and the findings' language. */
export interface RestoreAssignmentInput {
  acknowledgement?: { reason?: string | null };
  locale?: Locale;
}
const restoreInput = (input: unknown) => (input ?? {}) as RestoreAssignmentInput;

/**
 * The checks a restore runs, as they answer now (nothing locked: the restore locks first, the
 * preview does not): its employee and order must be live; the stored duties are checked.
 */
export async function assessRestore(q: Queryable, a: AssignmentResponse, locale?: Locale) {
  if (!(await findEmployeeRow(q, a.employeeId))) throw parentInTrash('The employee of this assignment');
  if (!(await findOrder(q, a.orderId))) throw parentInTrash('The order of this assignment');
  // Without explicit duties: the stored ones are kept (same order and range).
  const { result } = await assessAssignment(q, { ...a, duties: undefined, assignmentId: a.id, locale });
  return result;
}

/**
 * Assignments in the trash. A restore runs the five checks again, as if the assignment were created
 * now: an Error finding keeps it in the trash (409 with the findings); its order and employee must be
 * live. Restoring over Warnings acknowledges them as saving does: the `restored` event records who,
 * the optional reason and the findings (acknowledge-warnings.ts).
 */
export const assignmentTrashable: Trashable<AssignmentResponse> = {
  context: 'staffing',
  aggregate: 'assignment',
  noun: 'Assignment',
  table: assignments,
  find: findMapped(findAssignmentRow, (row, q) => assignmentWithDuties(q, row)),
  label: assignmentLabel,
  assertDeletable: (tx, a) => assertNoWorkedTimesheets(tx, a.id),
  prepareRestore: async (tx, a, input) => {
    await lockForAssignment(tx, a.employeeId, a.orderId);
    return { warnings: requireSavable(await assessRestore(tx, a, restoreInput(input).locale)) };
  },
  restoredEventData: (prepared, principal, input) =>
    acknowledgement(principal, (prepared.warnings ?? []) as Finding[], restoreInput(input).acknowledgement),
  afterDelete: afterChange(false),
  afterRestore: afterChange(true),
};
