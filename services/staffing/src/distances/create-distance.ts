import { v7 as uuidv7 } from 'uuid';
import { transact, type AppError, type Principal, type ServiceDeps } from '@cs/service-kit';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import type { CreateDistanceRequest, DistanceResponse } from '@cs/contracts/http/distances';
import { findEmployeeRow } from '../employees/employees.repo';
import { facilityName } from '../orders/orders.repo';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { allDistances, distanceExists, distanceLabel, toDistanceResponse } from './distance-record';
import { findDistance, findDistanceOfPair, insertDistance } from './distances.repo';

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
        const named = (await findDistance(tx, id, allDistances))!;
        const distance = toDistanceResponse(named);
        await recordStaffingEvent(tx, { aggregate: 'distance', verb: 'created', principal, id, label: distanceLabel(named), data: distance, correlationId });
        return distance;
      }),
    { employee_distances_pair_key: () => distanceExists() },
  );
}
