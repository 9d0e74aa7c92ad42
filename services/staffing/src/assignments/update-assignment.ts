import { assertVersion, staleVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { AssignmentRequest, SavedAssignmentResponse } from '@cs/contracts/http/assignments';
import type { Locale } from '../working-time';
import { refreshOrderStatus } from '../orders/order-status';
import { recordStaffingEvent } from '../shared/record-events';
import { acknowledgement } from './acknowledge-warnings';
import { assessAssignment, requireSavable } from './assess-assignment';
import { lockEmployeeRecord, lockOrders } from '../shared/assignment-locks';
import { assignmentWithDuties, toAssignmentResponse } from './assignment-record';
import { assignmentValues } from './assignment-values';
import { findAssignmentRow, updateAssignmentRow } from './assignments.repo';
import { replaceDuties } from './duties.repo';
import { assignmentLabel } from './assignments.repo';
import { countCheck } from './check-metrics';

/** Changes an assignment; the checks run again with the assignment left out of its own comparison. */
export async function updateAssignment(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: AssignmentRequest & { locale?: Locale },
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<SavedAssignmentResponse> {
  return transact(deps, async (tx) => {
    // Lock order of every assignment change: employees, then the assignment row, then orders.
    const { seen, current } = await lockEmployeeRecord(tx, findAssignmentRow, id, body.employeeId, 'Assignment');
    // Moved to another employee between the first read and the lock: its lock is not held.
    if (current.employeeId !== seen.employeeId) throw staleVersion();
    assertVersion(expectedVersion, current.version);
    await lockOrders(tx, [current.orderId, body.orderId]);
    const { facts, duties, manualDates, result } = await assessAssignment(tx, { ...body, assignmentId: id });
    const warnings = requireSavable(countCheck(deps.metrics, 'save', result));
    const before = await assignmentWithDuties(tx, current);
    const row = await updateAssignmentRow(tx, id, assignmentValues(body, facts));
    await replaceDuties(tx, id, row.employeeId, duties, manualDates);
    const after = toAssignmentResponse(row, duties);
    await recordStaffingEvent(tx, { aggregate: 'assignment', verb: 'updated', principal, id, label: await assignmentLabel(tx, after), data: { ...after, ...acknowledgement(principal, warnings, body.acknowledgement) }, before, correlationId });
    for (const orderId of [...new Set([current.orderId, body.orderId])].sort()) {
      await refreshOrderStatus(tx, orderId, principal, correlationId, { orderLocked: true });
    }
    return { ...after, warnings };
  });
}
