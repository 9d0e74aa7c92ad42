import { v7 as uuidv7 } from 'uuid';
import { notFound, staleVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { AssignmentRequest, SavedAssignmentResponse } from '@cs/contracts/http/assignments';
import { refreshOrderStatus } from '../orders/order-status';
import { recordStaffingEvent } from '../shared/record-events';
import { assertVersion } from '../shared/versions';
import { assessAssignment, requireSavable } from './assess-assignment';
import { lockEmployees, lockForAssignment, lockOrders } from './assignment-locks';
import { toAssignmentResponse, type AssignmentValues } from './assignment-record';
import { findAssignmentRow, insertAssignment, updateAssignmentRow } from './assignments.repo';
import type { ConflictFacts } from './conflicts';

const valuesOf = (body: AssignmentRequest, facts: ConflictFacts): AssignmentValues => ({
  orderId: body.orderId,
  employeeId: body.employeeId,
  startDate: body.startDate,
  endDate: body.endDate,
  hoursPerDay: facts.candidate.hoursPerDay,
  note: body.note ?? null,
});

/**
 * Assigns an employee to an order: under the employee's lock, the five checks run on the facts as
 * they are now; any Error → 409 with the findings, else saved with its warnings.
 */
export async function createAssignment(
  deps: ServiceDeps,
  principal: Principal,
  body: AssignmentRequest,
  correlationId?: string,
): Promise<SavedAssignmentResponse> {
  return transact(deps, async (tx) => {
    await lockForAssignment(tx, [body.employeeId], [body.orderId]);
    const { facts, result } = await assessAssignment(tx, body);
    const warnings = requireSavable(result);
    const assignment = toAssignmentResponse(await insertAssignment(tx, uuidv7(), valuesOf(body, facts)));
    await recordStaffingEvent(tx, { aggregate: 'assignment', verb: 'created', principal, id: assignment.id, data: assignment, correlationId });
    await refreshOrderStatus(tx, body.orderId, principal, correlationId);
    return { ...assignment, warnings };
  });
}

/** Changes an assignment; the checks run again with the assignment left out of its own comparison. */
export async function updateAssignment(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: AssignmentRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<SavedAssignmentResponse> {
  return transact(deps, async (tx) => {
    const seen = await findAssignmentRow(tx, id);
    if (!seen) throw notFound('Assignment');
    // Lock order of every assignment change: employees, then the assignment row, then orders.
    await lockEmployees(tx, [seen.employeeId, body.employeeId]);
    const current = await findAssignmentRow(tx, id, { lock: true });
    if (!current) throw notFound('Assignment');
    // Moved to another employee between the first read and the lock: its lock is not held.
    if (current.employeeId !== seen.employeeId) throw staleVersion();
    assertVersion(expectedVersion, current.version);
    await lockOrders(tx, [current.orderId, body.orderId]);
    const { facts, result } = await assessAssignment(tx, { ...body, assignmentId: id });
    const warnings = requireSavable(result);
    const before = toAssignmentResponse(current);
    const after = toAssignmentResponse(await updateAssignmentRow(tx, id, valuesOf(body, facts)));
    await recordStaffingEvent(tx, { aggregate: 'assignment', verb: 'updated', principal, id, data: after, before, correlationId });
    for (const orderId of [...new Set([current.orderId, body.orderId])].sort()) {
      await refreshOrderStatus(tx, orderId, principal, correlationId);
    }
    return { ...after, warnings };
  });
}
