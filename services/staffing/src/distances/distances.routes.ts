import { toPaged } from '@cs/contracts';
import { distancesApi } from '@cs/contracts/http/distances';
import type { Access, Handlers, ServiceDeps } from '@cs/service-kit';
import { distanceNotFound, toDistanceResponse } from './distance-record';
import { findDistance, listDistances } from './distances.repo';
import { createDistance, deleteDistance, updateDistance } from './save-distance';

/** Office routes: not Own-capable (employees use /api/me/distances), so the scope is always All. */
const all: Access = { scope: 'All' };

export function distancesHandlers(deps: ServiceDeps): Handlers<typeof distancesApi> {
  return {
    listDistances: async ({ query }) => {
      const { rows, total } = await listDistances(deps.db, query, all);
      return toPaged(rows.map(toDistanceResponse), total, query);
    },
    getDistance: async ({ params }) => {
      const row = await findDistance(deps.db, params.id, all);
      if (!row) throw distanceNotFound();
      return toDistanceResponse(row);
    },
    createDistance: ({ principal, body, requestId }) => createDistance(deps, principal, body, requestId),
    updateDistance: ({ principal, params, body, expectedVersion, requestId }) =>
      updateDistance(deps, principal, params.id, body.km, all, expectedVersion, requestId),
    deleteDistance: ({ principal, params, expectedVersion, requestId }) =>
      deleteDistance(deps, principal, params.id, all, expectedVersion, requestId),
  };
}
