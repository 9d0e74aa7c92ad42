import { z } from 'zod';
import { facilityEventDataSchema, facilityEventTypes } from '@cs/contracts/events/facilities';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { upsertDirectoryEntry } from './replicas.repo';

/** What the directory keeps; `version` orders updates (an older event never overwrites a newer state). */
const facilityData = facilityEventDataSchema
  .pick({ id: true, name: true, clientId: true, street: true, postalCode: true, city: true, state: true, travelCostMode: true, travelCostRate: true, travelCostPerKm: true })
  .extend({ version: z.number().int().optional() });

/** `facilities.facility.created|updated|restored` → facility_directory; data failing the schema is parked by the kit. */
export const facilityDirectoryEvents: EventHandlers = onEach(
  [facilityEventTypes.created, facilityEventTypes.updated, 'facilities.facility.restored'],
  on(facilityData, async (tx, event) => {
    const { version, ...facility } = event.data;
    await upsertDirectoryEntry(tx, { ...facility, clientId: facility.clientId ?? null, state: facility.state ?? null, sourceVersion: version ?? 0 });
  }),
);
