import { changeRecord, recordChange, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { FacilityResponse, UpdateFacilityRequest } from '@cs/contracts/http/facilities';
import { facilityValues, toFacilityResponse, type FacilityRow } from './facility-record';
import { findFacility, updateFacilityRow } from './facilities.repo';
import { assertCrmStatusAllowed } from '../crm-status/assert-crm-status';
import { assertClientUsable } from '../clients/assert-client-usable';

/**
 * A client that sends back the facility it read sends its derived state with `stateSource:
 * "postalCode"`. Unchanged, that state is no choice of the user's: it is derived again, from the
 * postal code as sent (so a changed postal code still moves it).
 */
const echoesDerivedState = (body: UpdateFacilityRequest, current: FacilityRow, echoedStateSource: unknown) =>
  echoedStateSource === 'postalCode' && body.state === current.state;

/**
 * Replaces every editable field of a facility — all billing conditions included. With an
 * expected version (If-Match) a concurrent change is refused instead of overwritten.
 */
export async function updateFacility(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateFacilityRequest,
  expectedVersion: number | undefined,
  echoedStateSource: unknown,
  correlationId?: string,
): Promise<FacilityResponse> {
  return changeRecord(deps, { read: (tx) => findFacility(tx, id, { forUpdate: true }), missing: 'Facility', expectedVersion }, async (tx, current) => {
    const values = facilityValues(echoesDerivedState(body, current, echoedStateSource) ? { ...body, state: null } : body);
    await assertCrmStatusAllowed(tx, current.crmStatus, values.crmStatus ?? null);
    await assertClientUsable(tx, values.clientId);
    const before = toFacilityResponse(current);
    const after = toFacilityResponse(await updateFacilityRow(tx, id, values));
    await recordChange(tx, { context: 'facilities', aggregate: 'facility', verb: 'updated', principal, id, label: after.name, data: after, before, correlationId });
    return after;
  });
}
