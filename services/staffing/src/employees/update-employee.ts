import { notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { EmployeeRequest, EmployeeResponse } from '@cs/contracts/http/employees';
import { lockEmployees } from '../assignments/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { assertVersion } from '../shared/versions';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import { employeeValues, toEmployeeResponse } from './employee-record';
import { findEmployeeRow, updateEmployeeRow } from './employees.repo';

/**
 * Replaces an employee's editable fields. Qualifications already held stay valid even when their
 * value-list entry was deactivated; newly added ones must be active.
 */
export async function updateEmployee(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: EmployeeRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<EmployeeResponse> {
  return transact(deps, async (tx) => {
    // Assignment checks read the employee under this lock: an edit (exitDate, active, …) waits for them.
    await lockEmployees(tx, [id]);
    const current = await findEmployeeRow(tx, id, { lock: true });
    if (!current) throw notFound('Employee');
    assertVersion(expectedVersion, current.version);
    const values = employeeValues(body);
    await requireActiveCodes(tx, 'qualifications', 'qualifications', values.qualifications ?? [], current.qualifications);
    const before = toEmployeeResponse(current);
    const after = toEmployeeResponse(await updateEmployeeRow(tx, id, values));
    await recordStaffingEvent(tx, { aggregate: 'employee', verb: 'updated', principal, id, data: after, before, correlationId });
    return after;
  });
}
