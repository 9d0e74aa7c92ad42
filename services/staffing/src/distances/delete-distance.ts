import { changeRecord, type Access, type Principal, type ServiceDeps } from '@cs/service-kit';
import { distanceToChange } from './distance-to-change';
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
  await changeRecord(deps, distanceToChange(id, access, expectedVersion), (tx, current) => removeDistanceAnnounced(tx, current, principal, correlationId));
}
