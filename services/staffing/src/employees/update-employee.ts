import { changeRecord, type Principal, type Queryable, type ServiceDeps, type Tx } from '@cs/service-kit';
import type { AffectedAssignments, EmployeeRequest, EmployeeResponse, UpdateEmployeeResponse } from '@cs/contracts/http/employees';
import { lockEmployees } from '../shared/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import { employeeValues, toEmployeeResponse } from './employee-record';
import { findEmployeeRow, updateEmployeeRow } from './employees.repo';
import { employeeLabel } from './employee-record';
import { ensurePersonnelNumberFree, savingPersonnelNumber } from './personnel-number';

/** Re-runs the checks of an employee's future assignments (rechecks/, composed in app.ts: it imports this folder's neighbours). */
export type RecheckEmployees = (q: Queryable, scopes: Array<{ employeeId: string }>) => Promise<AffectedAssignments>;

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Whether a field the assignment checks read changed (docs/staffing.md, "Reverse checks"). */
export function changesChecks(before: EmployeeResponse, after: EmployeeResponse): boolean {
  return (
    before.exitDate !== after.exitDate ||
    before.entryDate !== after.entryDate ||
    before.dateOfBirth !== after.dateOfBirth ||
    before.active !== after.active ||
    before.weeklyHours !== after.weeklyHours ||
    !sameSet(before.qualifications, after.qualifications)
  );
}

/**
 * Replaces an employee's editable fields. Qualifications already held stay valid even when their
 * value-list entry was deactivated; newly added ones must be active. When a field the checks read
 * changed, the answer carries the future assignments that now have findings (`affectedAssignments`,
 * re-checked in this transaction, under the employee lock); otherwise that field is left out.
 */
export async function updateEmployee(
  deps: ServiceDeps,
  recheck: RecheckEmployees,
  principal: Principal,
  id: string,
  body: EmployeeRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<UpdateEmployeeResponse> {
  // Assignment checks read the employee under its assignment lock: an edit (exitDate, active, …) waits for them.
  const read = async (tx: Tx) => {
    await lockEmployees(tx, [id]);
    return findEmployeeRow(tx, id, { lock: true });
  };
  return savingPersonnelNumber(() => changeRecord(deps, { read, missing: 'Employee', expectedVersion }, async (tx, current) => {
    const values = employeeValues(body);
    await requireActiveCodes(tx, 'qualifications', 'qualifications', values.qualifications ?? [], current.qualifications);
    await ensurePersonnelNumberFree(tx, values.personnelNumber, id);
    const before = toEmployeeResponse(current);
    const after = toEmployeeResponse(await updateEmployeeRow(tx, id, values));
    await recordStaffingEvent(tx, { aggregate: 'employee', verb: 'updated', principal, id, label: employeeLabel(after), data: after, before, correlationId });
    if (!changesChecks(before, after)) return after;
    return { ...after, affectedAssignments: await recheck(tx, [{ employeeId: id }]) };
  }));
}
