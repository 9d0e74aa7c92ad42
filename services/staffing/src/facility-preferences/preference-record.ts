import type { PreferenceResponse } from '@cs/contracts/http/employee-facility-preferences';
import { conflict, notFound, recordStamps } from '@cs/service-kit';
import { employeeLabel } from '../employees/employee-record';
import type { employeeFacilityPreferences } from '../schema';

export type PreferenceRow = typeof employeeFacilityPreferences.$inferSelect;
/** A client's wish with the names it is shown with. */
export type NamedPreference = { preference: PreferenceRow; facilityName: string | null; firstName: string; lastName: string };

export function toPreferenceResponse({ preference: p, facilityName, firstName, lastName }: NamedPreference): PreferenceResponse {
  return {
    id: p.id,
    employeeId: p.employeeId,
    employeeName: employeeLabel({ firstName, lastName }),
    facilityId: p.facilityId,
    facilityName,
    preference: p.preference,
    reason: p.reason,
    createdBy: { userId: p.createdById, name: p.createdByName },
    ...recordStamps(p),
  };
}

/** "Müller, Anna – Haus Sonne: blocked". */
export const preferenceLabel = (p: NamedPreference) => `${employeeLabel(p)} – ${p.facilityName ?? p.preference.facilityId}: ${p.preference.preference}`;

export const preferenceNotFound = () => notFound('Employee-facility preference');

export const preferenceExists = (existingId?: string) =>
  conflict('PREFERENCE_EXISTS', 'This facility already has a wish about this employee; delete it first to record another.', {
    errors: { facilityId: ['already has a preference about this employee'] },
    ...(existingId ? { preferenceId: existingId } : {}),
  });
