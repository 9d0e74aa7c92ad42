import { distancesApi } from '@cs/contracts/http/distances';
import { found, pageOf, type Access, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { distanceNotFound, toDistanceResponse } from './distance-record';
import { findDistance, listDistances } from './distances.repo';
import { createDistance } from './create-distance';
import { deleteDistance } from './delete-distance';
import { updateDistance } from './update-distance';

/** Office routes: not Own-capable (employees use /api/me/distances), so the scope is always All. */
const all: Access = { scope: 'All' };

export function distancesHandlers(deps: ServiceDeps): Handlers<typeof distancesApi> {
  return {
    listDistances: async ({ query }) => pageOf(await listDistances(deps.db, query, all), toDistanceResponse, query),
    getDistance: async ({ params }) => toDistanceResponse(found(await findDistance(deps.db, params.id, all), distanceNotFound)),
    createDistance: ({ principal, body, requestId }) => createDistance(deps, principal, body, requestId),
    updateDistance: ({ principal, params, body, expectedVersion, requestId }) =>
      updateDistance(deps, principal, params.id, body.km, all, expectedVersion, requestId),
    deleteDistance: ({ principal, params, expectedVersion, requestId }) =>
      deleteDistance(deps, principal, params.id, all, expectedVersion, requestId),
  };
}
