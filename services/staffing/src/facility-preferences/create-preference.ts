import { v7 as uuidv7 } from 'uuid';
import { transact, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import type { AffectedAssignments } from '@cs/contracts/http/employees';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import type { CreatedPreferenceResponse, CreatePreferenceRequest } from '@cs/contracts/http/employee-facility-preferences';
import { findEmployeeRow } from '../employees/employees.repo';
import { facilityName } from '../orders/orders.repo';
import { nothingAffected, type Recheck } from '../rechecks/recheck-employee-assignments';
import { lockEmployees } from '../shared/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { preferenceExists, preferenceLabel, toPreferenceResponse } from './preference-record';
import { findPreference, findPreferenceOfPair, insertPreference } from './preferences.repo';

/**
 * Records a client's wish about a live employee (404 naming `employeeId` otherwise) by a facility of
 * the directory (404 naming `facilityId`), stamped with who recorded it; one per pair (409
 * PREFERENCE_EXISTS naming the existing one, also when two requests race). A block answers the
 * employee's future assignments at that facility, re-checked in the same transaction under the
 * employee's lock (they now carry FACILITY_BLOCKED_EMPLOYEE): what the office has to re-plan.
 */
export async function createPreference(deps: ServiceDeps, recheck: Recheck, principal: Principal, body: CreatePreferenceRequest, correlationId?: string): Promise<CreatedPreferenceResponse> {
  return conflictOnUnique(
    () =>
      transact(deps, async (tx) => {
        // The lock an employee's delete and purge take too: the employee stays live until this commits.
        await lockEmployees(tx, [body.employeeId]);
        if (!(await findEmployeeRow(tx, body.employeeId))) throw missingReference('Employee', 'employeeId');
        if ((await facilityName(tx, body.facilityId)) === undefined) throw missingReference('Facility', 'facilityId');
        const existing = await findPreferenceOfPair(tx, body.employeeId, body.facilityId);
        if (existing) throw preferenceExists(existing.id);
        const id = uuidv7();
        const { employeeId, facilityId, preference } = body;
        await insertPreference(tx, { id, employeeId, facilityId, preference, reason: body.reason || null, createdById: principal.userId, createdByName: principal.displayName });
        const named = (await findPreference(tx, id))!;
        const created = toPreferenceResponse(named);
        await recordStaffingEvent(tx, { aggregate: 'employeeFacilityPreference', verb: 'created', principal, id, label: preferenceLabel(named), data: created, correlationId });
        return { ...created, affectedAssignments: await plannedHereAfterBlock(tx, recheck, body) };
      }),
    { employee_facility_preferences_pair_key: () => preferenceExists() },
  );
}

/** After a block: the employee's re-checked future assignments at that facility; none for a wish. */
async function plannedHereAfterBlock(tx: Tx, recheck: Recheck, body: CreatePreferenceRequest): Promise<AffectedAssignments> {
  if (body.preference !== 'blocked') return nothingAffected();
  const { items, truncated } = await recheck(tx, [{ employeeId: body.employeeId }]);
  return { items: items.filter((item) => item.assignment.facilityId === body.facilityId), truncated };
}
