import { v7 as uuidv7 } from 'uuid';
import { transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import type { CreatePreferenceRequest, PreferenceResponse } from '@cs/contracts/http/employee-facility-preferences';
import { findEmployeeRow } from '../employees/employees.repo';
import { facilityName } from '../orders/orders.repo';
import { lockEmployees } from '../shared/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { preferenceExists, preferenceLabel, toPreferenceResponse } from './preference-record';
import { findPreference, findPreferenceOfPair, insertPreference } from './preferences.repo';

/**
 * Records a client's wish about a live employee (404 naming `employeeId` otherwise) by a facility of
 * the directory (404 naming `facilityId`), stamped with who recorded it; one per pair (409
 * PREFERENCE_EXISTS naming the existing one, also when two requests race).
 */
export async function createPreference(deps: ServiceDeps, principal: Principal, body: CreatePreferenceRequest, correlationId?: string): Promise<PreferenceResponse> {
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
        return created;
      }),
    { employee_facility_preferences_pair_key: () => preferenceExists() },
  );
}
