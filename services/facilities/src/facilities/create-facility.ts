import { v7 as uuidv7 } from 'uuid';
import { facilityEventTypes } from '@cs/contracts/events/facilities';
import { actorOf, recordEvent, transact, diffFields, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { CreateFacilityRequest, FacilityResponse } from '@cs/contracts/http/facilities';
import { facilityValues, toFacilityResponse } from './facility-record';
import { insertFacility } from './facilities.repo';
import { assertCrmStatusAllowed } from '../crm-status/assert-crm-status';

/** Records a new facility and announces it (`facilities.facility.created`) in the same transaction. */
export async function createFacility(deps: ServiceDeps, principal: Principal, body: CreateFacilityRequest, correlationId?: string): Promise<FacilityResponse> {
  const values = facilityValues(body);
  return transact(deps, async (tx) => {
    await assertCrmStatusAllowed(tx, null, values.crmStatus ?? null);
    const facility = toFacilityResponse(await insertFacility(tx, uuidv7(), values));
    await recordEvent(tx, {
      type: facilityEventTypes.created,
      actor: actorOf(principal),
      subject: { type: 'facility', id: facility.id },
      data: facility,
      changes: diffFields(null, facility, ['id']),
      correlationId,
    });
    return facility;
  });
}
