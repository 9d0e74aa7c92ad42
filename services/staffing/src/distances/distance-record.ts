import type { DistanceResponse } from '@cs/contracts/http/distances';
import { conflict, notFound, recordStamps, type Access } from '@cs/service-kit';
import { employeeDistances } from '../schema';
import { employeeLabel } from '../employees/employee-record';

/** Reading back a distance the use case has already authorized. */
export const allDistances: Access = { scope: 'All' };

export type DistanceRow = typeof employeeDistances.$inferSelect;
/** A distance with the names it is shown with. */
export type NamedDistance = { distance: DistanceRow; facilityName: string | null; firstName: string; lastName: string };

export function toDistanceResponse({ distance, facilityName }: NamedDistance): DistanceResponse {
  return {
    id: distance.id,
    employeeId: distance.employeeId,
    facilityId: distance.facilityId,
    facilityName,
    km: Number(distance.km),
    ...recordStamps(distance),
  };
}

/** "Müller, Anna – Haus Sonne". */
export const distanceLabel = (d: NamedDistance) => `${employeeLabel(d)} – ${d.facilityName ?? d.distance.facilityId}`;

export const distanceNotFound = () => notFound('Distance');

export const distanceExists = (existingId?: string) =>
  conflict('DISTANCE_EXISTS', 'This employee already has a distance to this facility; change that entry instead.', {
    errors: { facilityId: ['already has a distance for this employee'] },
    ...(existingId ? { distanceId: existingId } : {}),
  });
