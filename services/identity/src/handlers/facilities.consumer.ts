import { streams } from '@cs/contracts';
import { startConsumer, type ServiceDeps } from '@cs/service-kit';
import { FACILITIES_CONSUMER, facilityEvents } from './on-facility-changed';

/** Durable consumer `identity-facilities` on FACILITIES (`facilities.facility.>`, derived from the event types). */
export function startFacilitiesConsumer(deps: ServiceDeps) {
  return startConsumer({ bus: deps.bus, db: deps.db, logger: deps.logger, stream: streams.facilities, durable: FACILITIES_CONSUMER, events: facilityEvents });
}
