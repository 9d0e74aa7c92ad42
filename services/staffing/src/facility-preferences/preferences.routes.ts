import { employeeFacilityPreferencesApi } from '@cs/contracts/http/employee-facility-preferences';
import { found, pageOf, type Handlers, type ServiceDeps } from '@cs/service-kit';
import type { Recheck } from '../rechecks/recheck-employee-assignments';
import { createPreference } from './create-preference';
import { preferenceNotFound, toPreferenceResponse } from './preference-record';
import { findPreference, listPreferences } from './preferences.repo';
import { deletePreference } from './remove-preferences';

/** The office's record of clients' wishes (not Own-capable); a block re-checks (`recheck`, composed in app.ts). */
export function preferencesHandlers(deps: ServiceDeps, recheck: Recheck): Handlers<typeof employeeFacilityPreferencesApi> {
  return {
    listEmployeeFacilityPreferences: async ({ query }) => pageOf(await listPreferences(deps.db, query), toPreferenceResponse, query),
    getEmployeeFacilityPreference: async ({ params }) => toPreferenceResponse(found(await findPreference(deps.db, params.id), preferenceNotFound)),
    createEmployeeFacilityPreference: ({ principal, body, requestId }) => createPreference(deps, recheck, principal, body, requestId),
    deleteEmployeeFacilityPreference: ({ principal, params, expectedVersion, requestId }) => deletePreference(deps, principal, params.id, expectedVersion, requestId),
  };
}
