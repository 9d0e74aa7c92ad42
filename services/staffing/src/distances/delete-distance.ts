import { editable, transact, type Access, type Principal, type ServiceDeps } from '@cs/service-kit';
import { distanceNotFound } from './distance-record';
import { findDistance } from './distances.repo';
import { removeDistanceAnnounced } from './remove-distances';

/** Deletes a distance for good (distances have no trash); `staffing.distance.deleted` carries it with its label. */
export async function deleteDistance(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  access: Access,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<void> {
  await transact(deps, async (tx) => {
    const current = editable(await findDistance(tx, id, access, { lock: true }), distanceNotFound, expectedVersion, (c) => c.distance.version);
    await removeDistanceAnnounced(tx, current, principal, correlationId);
  });
}
