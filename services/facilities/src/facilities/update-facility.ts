import { changeRecord, recordChange, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { FacilityResponse, UpdateFacilityRequest } from '@cs/contracts/http/facilities';
import { facilityValues, toFacilityResponse } from './facility-record';
import { findFacility, updateFacilityRow } from './facilities.repo';
import { assertCrmStatusAllowed } from '../crm-status/assert-crm-status';

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
  const values = facilityValues(body);
  return changeRecord(deps, { read: (tx) => findFacility(tx, id, { forUpdate: true }), missing: 'Facility', expectedVersion }, async (tx, current) => {
    await assertCrmStatusAllowed(tx, current.crmStatus, values.crmStatus ?? null);
    const before = toFacilityResponse(current);
    const after = toFacilityResponse(await updateFacilityRow(tx, id, values));
    await recordChange(tx, { context: 'facilities', aggregate: 'facility', verb: 'updated', principal, id, label: after.name, data: after, before, correlationId });
    return after;
  });
}
