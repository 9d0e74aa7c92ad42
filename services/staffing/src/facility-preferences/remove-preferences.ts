import { changeRecord, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import { recordStaffingEvent } from '../shared/record-events';
import { preferenceLabel, preferenceNotFound, toPreferenceResponse, type NamedPreference } from './preference-record';
import { findPreference, preferencesOfEmployee, removePreference } from './preferences.repo';

/** Deletes a wish for good and announces `staffing.employeeFacilityPreference.deleted` (the record with its label). */
async function removeAnnounced(tx: Tx, named: NamedPreference, principal: Principal | null, correlationId?: string | null) {
  const { id } = named.preference;
  await removePreference(tx, id);
  const label = preferenceLabel(named);
  const data = { ...toPreferenceResponse(named), label };
  await recordStaffingEvent(tx, { aggregate: 'employeeFacilityPreference', verb: 'deleted', principal, id, label, data, correlationId });
}

/** Deletes a client's wish for good (wishes have no trash; the audit log keeps them); `If-Match` optional. */
export async function deletePreference(deps: ServiceDeps, principal: Principal, id: string, expectedVersion: number | undefined, correlationId?: string) {
  await changeRecord(
    deps,
    { read: (tx) => findPreference(tx, id, { lock: true }), missing: preferenceNotFound, expectedVersion, versionOf: (c) => c.preference.version },
    (tx, current) => removeAnnounced(tx, current, principal, correlationId),
  );
}

/** Deletes every wish about an employee being purged. */
export async function removePreferencesOf(tx: Tx, employeeId: string, principal: Principal | null, correlationId?: string | null) {
  for (const named of await preferencesOfEmployee(tx, employeeId)) await removeAnnounced(tx, named, principal, correlationId);
}
