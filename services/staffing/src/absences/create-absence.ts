import { v7 as uuidv7 } from 'uuid';
import { transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { AbsenceChangeResponse, AbsenceRequest } from '@cs/contracts/http/absences';
import { findEmployeeRow } from '../employees/employees.repo';
import type { Recheck } from '../rechecks/recheck-employee-assignments';
import { lockEmployees } from '../shared/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import { absenceValues, toAbsenceResponse } from './absence-record';
import { insertAbsence } from './absences.repo';
import { absenceLabel } from './absences.repo';

/**
 * Records an absence of a live employee; the type must be an active `absenceTypes` code. The absence
 * is a fact and is saved whatever the checks find; the answer lists the employee's future
 * assignments over its days that now have findings (re-checked in the same transaction).
 */
export async function createAbsence(
  deps: ServiceDeps,
  recheck: Recheck,
  principal: Principal,
  body: AbsenceRequest,
  correlationId?: string,
): Promise<AbsenceChangeResponse> {
  return transact(deps, async (tx) => {
    // The employee's assignment lock: a parallel assignment over these days either sees this absence
    // in its checks or is seen by the re-check below (docs/staffing.md, "Reverse checks").
    await lockEmployees(tx, [body.employeeId]);
    if (!(await findEmployeeRow(tx, body.employeeId))) throw missingReference('Employee', 'employeeId');
    await requireActiveCodes(tx, 'absenceTypes', 'type', [body.type]);
    const absence = toAbsenceResponse(await insertAbsence(tx, uuidv7(), absenceValues(body)));
    await recordStaffingEvent(tx, { aggregate: 'absence', verb: 'created', principal, id: absence.id, label: await absenceLabel(tx, absence), data: absence, correlationId });
    const affectedAssignments = await recheck(tx, [{ employeeId: absence.employeeId, ranges: [absence] }]);
    return { ...absence, affectedAssignments };
  });
}
