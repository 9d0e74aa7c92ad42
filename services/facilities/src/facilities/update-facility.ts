import { actorOf, diffFields, notFound, recordEvent, staleVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { FacilityResponse, UpdateFacilityRequest } from '@cs/contracts/http/facilities';
import { facilityValues, toFacilityResponse } from './facility-record';
import { findFacility, updateFacilityRow } from './facilities.repo';

/**
 * Replaces every editable field of a facility — all five billing conditions included. With an
 * expected version (If-Match) a concurrent change is refused instead of overwritten.
 */
export async function updateFacility(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateFacilityRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<FacilityResponse> {
  return transact(deps, async (tx) => {
    const current = await findFacility(tx, id, { forUpdate: true });
    if (!current) throw notFound('Facility');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw staleVersion();
    const before = toFacilityResponse(current);
    const after = toFacilityResponse(await updateFacilityRow(tx, id, facilityValues(body)));
    await recordEvent(tx, {
      type: 'facilities.facility.updated',
      actor: actorOf(principal),
      subject: { type: 'facility', id },
      data: after,
      changes: diffFields(before, after),
      correlationId,
    });
    return after;
  });
}
