import { facilityEventDataSchema, facilityEventTypes } from '@cs/contracts/events/facilities';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { upsertFacility } from '../facilities/facility-replica.repo';

export const FACILITIES_CONSUMER = 'identity-facilities';

const idSchema = facilityEventDataSchema.pick({ id: true });

/**
 * `facilities.facility.created|updated|restored` → facility_replica (the id only: what a user's
 * facility link is validated against). Data failing its schema is parked by the kit.
 */
export const facilityEvents: EventHandlers = onEach(
  [facilityEventTypes.created, facilityEventTypes.updated, 'facilities.facility.restored'],
  on(idSchema, (tx, event) => upsertFacility(tx, event.data.id)),
);
