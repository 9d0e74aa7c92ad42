import { z } from 'zod';
import { facilityEventDataSchema, facilityEventTypes } from '@cs/contracts/events/facilities';
import { DEFAULT_NIGHT_WINDOW } from '@cs/contracts/http/facility-surcharges';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { upsertDirectoryEntry } from './replicas.repo';

/** What the directory keeps; `version` orders updates (an older event never overwrites a newer state). */
const facilityData = facilityEventDataSchema.omit({ crmStatus: true }).extend({ version: z.number().int().optional() });

/** Billing and contact fields absent from events written before they existed read as none and the default night window. */
const billingDefaults = (f: z.infer<typeof facilityData>) => ({
  billingRate: f.billingRate ?? null,
  mealAllowanceRate: f.mealAllowanceRate ?? null,
  nightSurchargePercent: f.nightSurchargePercent ?? null,
  sundaySurchargePercent: f.sundaySurchargePercent ?? null,
  holidaySurchargePercent: f.holidaySurchargePercent ?? null,
  nightWindowStart: f.nightWindowStart ?? DEFAULT_NIGHT_WINDOW.start,
  nightWindowEnd: f.nightWindowEnd ?? DEFAULT_NIGHT_WINDOW.end,
  qualificationBillingRates: (f.qualificationBillingRates ?? []).map(({ qualification, rate }) => ({ qualification, rate })),
  email: f.email ?? null,
  phone: f.phone ?? null,
  contactPerson: f.contactPerson ?? null,
  buyerReference: f.buyerReference ?? null,
});

/** `facilities.facility.created|updated|restored` → facility_directory; data failing the schema is parked by the kit. */
export const facilityDirectoryEvents: EventHandlers = onEach(
  [facilityEventTypes.created, facilityEventTypes.updated, 'facilities.facility.restored'],
  on(facilityData, async (tx, event) => {
    const { version, ...facility } = event.data;
    await upsertDirectoryEntry(tx, { ...facility, ...billingDefaults(facility), clientId: facility.clientId ?? null, state: facility.state ?? null, sourceVersion: version ?? 0 });
  }),
);
