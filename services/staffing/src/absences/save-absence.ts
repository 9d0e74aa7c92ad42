import { v7 as uuidv7 } from 'uuid';
import { notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { AbsenceRequest, AbsenceResponse } from '@cs/contracts/http/absences';
import { findEmployeeRow } from '../employees/employees.repo';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { assertVersion } from '../shared/versions';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import { absenceValues, toAbsenceResponse } from './absence-record';
import { findAbsenceRow, insertAbsence, updateAbsenceRow } from './absences.repo';

/** Records an absence of a live employee; the type must be an active `absenceTypes` code. */
export async function createAbsence(deps: ServiceDeps, principal: Principal, body: AbsenceRequest, correlationId?: string): Promise<AbsenceResponse> {
  return transact(deps, async (tx) => {
    if (!(await findEmployeeRow(tx, body.employeeId))) throw missingReference('Employee', 'employeeId');
    await requireActiveCodes(tx, 'absenceTypes', 'type', [body.type]);
    const absence = toAbsenceResponse(await insertAbsence(tx, uuidv7(), absenceValues(body)));
    await recordStaffingEvent(tx, { aggregate: 'absence', verb: 'created', principal, id: absence.id, data: absence, correlationId });
    return absence;
  });
}

/** Replaces an absence's fields; a type it already had stays valid even if deactivated since. */
export async function updateAbsence(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: AbsenceRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<AbsenceResponse> {
  return transact(deps, async (tx) => {
    const current = await findAbsenceRow(tx, id, { lock: true });
    if (!current) throw notFound('Absence');
    assertVersion(expectedVersion, current.version);
    if (!(await findEmployeeRow(tx, body.employeeId))) throw missingReference('Employee', 'employeeId');
    await requireActiveCodes(tx, 'absenceTypes', 'type', [body.type], [current.type]);
    const before = toAbsenceResponse(current);
    const after = toAbsenceResponse(await updateAbsenceRow(tx, id, absenceValues(body)));
    await recordStaffingEvent(tx, { aggregate: 'absence', verb: 'updated', principal, id, data: after, before, correlationId });
    return after;
  });
}
