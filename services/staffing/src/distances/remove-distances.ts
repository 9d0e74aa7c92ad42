import type { Principal, Tx } from '@cs/service-kit';
import { recordStaffingEvent } from '../shared/record-events';
import { distanceLabel, toDistanceResponse, type NamedDistance } from './distance-record';
import { distancesOfEmployee, removeDistance } from './distances.repo';

/** Deletes a distance for good and announces `staffing.distance.deleted` (the record with its label). */
export async function removeDistanceAnnounced(tx: Tx, named: NamedDistance, principal: Principal | null, correlationId?: string | null) {
  const { id } = named.distance;
  await removeDistance(tx, id);
  const data = { ...toDistanceResponse(named), label: distanceLabel(named) };
  await recordStaffingEvent(tx, { aggregate: 'distance', verb: 'deleted', principal, id, label: data.label, data, correlationId });
}

/** Deletes every distance of an employee being purged. */
export async function removeDistancesOf(tx: Tx, employeeId: string, principal: Principal | null, correlationId?: string | null) {
  for (const named of await distancesOfEmployee(tx, employeeId)) await removeDistanceAnnounced(tx, named, principal, correlationId);
}
