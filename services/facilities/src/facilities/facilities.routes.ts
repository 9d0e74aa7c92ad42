import { toPaged } from '@cs/contracts';
import { facilitiesApi } from '@cs/contracts/http/facilities';
import { notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toFacilityResponse } from './facility-record';
import { findFacility, listFacilities } from './facilities.repo';
import { createFacility } from './create-facility';
import { updateFacility } from './update-facility';

export function facilitiesHandlers(deps: ServiceDeps): Handlers<typeof facilitiesApi> {
  return {
    listFacilities: async ({ query }) => {
      const { rows, total, totalCapped } = await listFacilities(deps.db, query);
      return toPaged(rows.map(toFacilityResponse), total, query, totalCapped);
    },
    getFacility: async ({ params }) => {
      const row = await findFacility(deps.db, params.id);
      if (!row) throw notFound('Facility');
      return toFacilityResponse(row);
    },
    createFacility: ({ principal, body, requestId }) => createFacility(deps, principal, body, requestId),
    updateFacility: ({ principal, params, body, expectedVersion, requestId }) =>
      updateFacility(deps, principal, params.id, body, expectedVersion, requestId),
  };
}
