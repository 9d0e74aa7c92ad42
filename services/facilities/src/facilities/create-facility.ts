import { v7 as uuidv7 } from 'uuid';
import { actorOf, recordEvent, transact, diffFields, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { CreateFacilityRequest, FacilityResponse } from '@cs/contracts/http/facilities';
import { facilityValues, toFacilityResponse } from './facility-record';
import { insertFacility } from './facilities.repo';

/** Records a new facility and announces it (`facilities.facility.created`) in the same transaction. */
export async function createFacility(deps: ServiceDeps, principal: Principal, body: CreateFacilityRequest, correlationId?: string): Promise<FacilityResponse> {
  return transact(deps, async (tx) => {
    const facility = toFacilityResponse(await insertFacility(tx, uuidv7(), facilityValues(body)));
    await recordEvent(tx, {
      type: 'facilities.facility.created',
      actor: actorOf(principal),
      subject: { type: 'facility', id: facility.id },
      data: facility,
      changes: diffFields(null, facility, ['id']),
      correlationId,
    });
    return facility;
  });
}
