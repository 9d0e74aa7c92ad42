import { v7 as uuidv7 } from 'uuid';
import { transact, type Access, type AppError, type Principal, type ServiceDeps } from '@cs/service-kit';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import type { CreateDistanceRequest, DistanceResponse } from '@cs/contracts/http/distances';
import { findEmployeeRow } from '../employees/employees.repo';
import { facilityName } from '../orders/orders.repo';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { assertVersion } from '../shared/versions';
import { distanceExists, distanceNotFound, toDistanceResponse } from './distance-record';
import { findDistance, findDistanceOfPair, insertDistance, updateDistanceKm } from './distances.repo';
import { removeDistanceAnnounced } from './remove-distances';

const all: Access = { scope: 'All' };

/**
 * Records the distance of a live employee to a facility of the directory (404 naming the field
 * otherwise); one entry per pair (409 DISTANCE_EXISTS, also when two requests race).
 */
export async function createDistance(
  deps: ServiceDeps,
  principal: Principal,
  body: CreateDistanceRequest,
  correlationId?: string,
  { missingEmployee = () => missingReference('Employee', 'employeeId') }: { missingEmployee?: () => AppError } = {},
): Promise<DistanceResponse> {
  return conflictOnUnique(
    () =>
      transact(deps, async (tx) => {
        if (!(await findEmployeeRow(tx, body.employeeId))) throw missingEmployee();
        if ((await facilityName(tx, body.facilityId)) === undefined) throw missingReference('Facility', 'facilityId');
        const existing = await findDistanceOfPair(tx, body.employeeId, body.facilityId);
        if (existing) throw distanceExists(existing.id);
        const id = uuidv7();
        await insertDistance(tx, { id, ...body });
        const distance = toDistanceResponse((await findDistance(tx, id, all))!);
        await recordStaffingEvent(tx, { aggregate: 'distance', verb: 'created', principal, id, data: distance, correlationId });
        return distance;
      }),
    { employee_distances_pair_key: () => distanceExists() },
  );
}

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
  return transact(deps, async (tx) => {
    const current = await findDistance(tx, id, access, { lock: true });
    if (!current) throw distanceNotFound();
    assertVersion(expectedVersion, current.distance.version);
    await updateDistanceKm(tx, id, km);
    const before = toDistanceResponse(current);
    const after = toDistanceResponse((await findDistance(tx, id, all))!);
    await recordStaffingEvent(tx, { aggregate: 'distance', verb: 'updated', principal, id, data: after, before, correlationId });
    return after;
  });
}

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
    const current = await findDistance(tx, id, access, { lock: true });
    if (!current) throw distanceNotFound();
    assertVersion(expectedVersion, current.distance.version);
    await removeDistanceAnnounced(tx, current, principal, correlationId);
  });
}
