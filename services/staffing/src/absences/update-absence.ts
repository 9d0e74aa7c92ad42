import { assertVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { AbsenceChangeResponse, AbsenceRequest, AbsenceResponse } from '@cs/contracts/http/absences';
import { findEmployeeRow } from '../employees/employees.repo';
import type { Recheck, RecheckScope } from '../rechecks/recheck-employee-assignments';
import { lockEmployeeRecord, lockEmployees } from '../shared/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import { absenceValues, toAbsenceResponse } from './absence-record';
import { findAbsenceRow, updateAbsenceRow } from './absences.repo';
import { absenceLabel } from './absences.repo';

/** The assignments a change of the absence can affect: those over its days before and after, per employee. */
function recheckScopesOf(before: AbsenceResponse, after: AbsenceResponse): RecheckScope[] {
  if (before.employeeId === after.employeeId) return [{ employeeId: after.employeeId, ranges: [after, before] }];
  return [{ employeeId: after.employeeId, ranges: [after] }, { employeeId: before.employeeId, ranges: [before] }];
}

/**
 * Replaces an absence's fields; a type it already had stays valid even if deactivated since. The
 * answer lists the future assignments over the absence's old or new days that now have findings.
 */
export async function updateAbsence(
  deps: ServiceDeps,
  recheck: Recheck,
  principal: Principal,
  id: string,
  body: AbsenceRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<AbsenceChangeResponse> {
  return transact(deps, async (tx) => {
    const { seen, current } = await lockEmployeeRecord(tx, findAbsenceRow, id, body.employeeId, 'Absence');
    if (current.employeeId !== seen.employeeId) await lockEmployees(tx, [current.employeeId]);
    assertVersion(expectedVersion, current.version);
    if (!(await findEmployeeRow(tx, body.employeeId))) throw missingReference('Employee', 'employeeId');
    await requireActiveCodes(tx, 'absenceTypes', 'type', [body.type], [current.type]);
    const before = toAbsenceResponse(current);
    const after = toAbsenceResponse(await updateAbsenceRow(tx, id, absenceValues(body)));
    await recordStaffingEvent(tx, { aggregate: 'absence', verb: 'updated', principal, id, label: await absenceLabel(tx, after), data: after, before, correlationId });
    const affectedAssignments = await recheck(tx, recheckScopesOf(before, after));
    return { ...after, affectedAssignments };
  });
}
