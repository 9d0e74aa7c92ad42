import { toPaged } from '@cs/contracts';
import { selfServiceApi } from '@cs/contracts/http/self-service';
import { found, pageOf, type Access, type Handlers, type Principal, type ServiceDeps } from '@cs/service-kit';
import { distanceNotFound, toDistanceResponse } from '../distances/distance-record';
import { findDistance, listDistances } from '../distances/distances.repo';
import { createDistance } from '../distances/create-distance';
import { deleteDistance } from '../distances/delete-distance';
import { updateDistance } from '../distances/update-distance';
import { noLinkedEmployee as noLinkedEmployeeFor } from '../shared/own-scope';
import { searchFacilityDirectory } from './facility-directory.repo';

/**
 * Self-service is always about the caller's linked employee, whatever their scope: every query is
 * restricted to it in SQL (no linked employee → nothing), so someone else's entry answers 404.
 */
const mine = (principal: Principal): Access => ({ scope: 'Own', employeeId: principal.employeeId });

const noLinkedEmployee = () => noLinkedEmployeeFor('record distances');

export function selfServiceHandlers(deps: ServiceDeps): Handlers<typeof selfServiceApi> {
  return {
    listMyDistances: async ({ principal, query }) => {
      const { facilityId, page, pageSize } = query;
      return pageOf(await listDistances(deps.db, { facilityId, page, pageSize }, mine(principal)), toDistanceResponse, query);
    },
    getMyDistance: async ({ principal, params }) => toDistanceResponse(found(await findDistance(deps.db, params.id, mine(principal)), distanceNotFound)),
    createMyDistance: async ({ principal, body, requestId }) => {
      if (!principal.employeeId) throw noLinkedEmployee();
      const employeeId = principal.employeeId;
      return createDistance(deps, principal, { employeeId, ...body }, requestId, { missingEmployee: noLinkedEmployee });
    },
    updateMyDistance: ({ principal, params, body, expectedVersion, requestId }) =>
      updateDistance(deps, principal, params.id, body.km, mine(principal), expectedVersion, requestId),
    deleteMyDistance: ({ principal, params, expectedVersion, requestId }) =>
      deleteDistance(deps, principal, params.id, mine(principal), expectedVersion, requestId),
    listMyFacilityDirectory: async ({ query }) => {
      const { rows, total } = await searchFacilityDirectory(deps.db, query);
      return toPaged(rows, total, query);
    },
  };
}
