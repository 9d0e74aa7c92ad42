import { changeRecord, type Access, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { DistanceResponse } from '@cs/contracts/http/distances';
import { recordStaffingEvent } from '../shared/record-events';
import { allDistances, distanceLabel, toDistanceResponse } from './distance-record';
import { distanceToChange } from './distance-to-change';
import { findDistance, updateDistanceKm } from './distances.repo';

/** Changes the km of a distance the caller may see (`access`); someone else's answers 404. */
export async function updateDistance(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  km: number,
  access: Access,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<DistanceResponse> {
  return changeRecord(deps, distanceToChange(id, access, expectedVersion), async (tx, current) => {
    await updateDistanceKm(tx, id, km);
    const before = toDistanceResponse(current);
    const named = (await findDistance(tx, id, allDistances))!;
    const after = toDistanceResponse(named);
    await recordStaffingEvent(tx, { aggregate: 'distance', verb: 'updated', principal, id, label: distanceLabel(named), data: after, before, correlationId });
    return after;
  });
}
