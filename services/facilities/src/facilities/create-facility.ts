import { v7 as uuidv7 } from 'uuid';
import { recordChange, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { CreateFacilityRequest, FacilityResponse } from '@cs/contracts/http/facilities';
import { facilityValues, toFacilityResponse } from './facility-record';
import { insertFacility } from './facilities.repo';
import { assertCrmStatusAllowed } from '../crm-status/assert-crm-status';
import { assertClientUsable } from '../clients/assert-client-usable';

/** Records a new facility and announces it (`facilities.facility.created`) in the same transaction. */
export async function createFacility(deps: ServiceDeps, principal: Principal, body: CreateFacilityRequest, correlationId?: string): Promise<FacilityResponse> {
  const values = facilityValues(body);
  return transact(deps, async (tx) => {
    await assertCrmStatusAllowed(tx, null, values.crmStatus ?? null);
    await assertClientUsable(tx, values.clientId);
    const facility = toFacilityResponse(await insertFacility(tx, uuidv7(), values));
    await recordChange(tx, { context: 'facilities', aggregate: 'facility', verb: 'created', principal, id: facility.id, label: facility.name, data: facility, correlationId });
    return facility;
  });
}
