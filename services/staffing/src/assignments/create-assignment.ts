import { v7 as uuidv7 } from 'uuid';
import { transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { AssignmentRequest, SavedAssignmentResponse } from '@cs/contracts/http/assignments';
import type { Locale } from '../working-time';
import { settleOrderStatus } from '../orders/order-status';
import { recordStaffingEvent } from '../shared/record-events';
import { acknowledgement } from './acknowledge-warnings';
import { assessAssignment, requireSavable } from './assess-assignment';
import { lockForAssignment } from '../shared/assignment-locks';
import { toAssignmentResponse } from './assignment-record';
import { assignmentValues } from './assignment-values';
import { insertAssignmentWithDuties } from './new-assignment.repo';
import { assignmentLabel } from './assignments.repo';
import { countCheck } from './check-metrics';

/**
 * Assigns an employee to an order: under the employee's lock (and the order's), the five checks run
 * on the facts as they are now; any Error → 409 with the findings, else saved with its warnings —
 * the assignment with its duties in one statement, its event, and the order's status when it flips.
 */
export async function createAssignment(
  deps: ServiceDeps,
  principal: Principal,
  body: AssignmentRequest & { locale?: Locale },
  correlationId?: string,
): Promise<SavedAssignmentResponse> {
  return transact(deps, async (tx) => {
    await lockForAssignment(tx, body.employeeId, body.orderId);
    const { facts, duties, manualDates, result, orderFill } = await assessAssignment(tx, body, { orderFill: true });
    const warnings = requireSavable(countCheck(deps.metrics, 'save', result));
    const row = await insertAssignmentWithDuties(tx, uuidv7(), assignmentValues(body, facts), duties, manualDates);
    const assignment = toAssignmentResponse(row, duties);
    await recordStaffingEvent(tx, { aggregate: 'assignment', verb: 'created', principal, id: assignment.id, label: await assignmentLabel(tx, assignment), data: { ...assignment, ...acknowledgement(principal, warnings, body.acknowledgement) }, correlationId });
    if (orderFill) await settleOrderStatus(tx, facts.order, orderFill, row, principal, correlationId);
    return { ...assignment, warnings };
  });
}
