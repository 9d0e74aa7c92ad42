import { facilitiesApi } from '@cs/contracts/http/facilities';
import { found, pageOf, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toFacilityResponse } from './facility-record';
import { findFacility, listFacilities } from './facilities.repo';
import { createFacility } from './create-facility';
import { updateFacility } from './update-facility';

export function facilitiesHandlers(deps: ServiceDeps): Handlers<typeof facilitiesApi> {
  return {
    listFacilities: async ({ query }) => pageOf(await listFacilities(deps.db, query), toFacilityResponse, query),
    getFacility: async ({ params }) => toFacilityResponse(found(await findFacility(deps.db, params.id), 'Facility')),
    createFacility: ({ principal, body, requestId }) => createFacility(deps, principal, body, requestId),
    updateFacility: ({ principal, params, body, expectedVersion, readOnly, requestId }) =>
      updateFacility(deps, principal, params.id, body, expectedVersion, readOnly.get('stateSource'), requestId),
  };
}
