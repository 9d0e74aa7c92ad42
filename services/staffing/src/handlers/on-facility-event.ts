import { z } from 'zod';
import type { EventEnvelope } from '@cs/contracts';
import { facilityEventDataSchema } from '@cs/contracts/events/facilities';
import type { Tx } from '@cs/service-kit';
import { upsertDirectoryEntry } from './replicas.repo';

/** What the directory keeps; `version` orders updates (an older event never overwrites a newer state). */
const facilityData = facilityEventDataSchema
  .pick({ id: true, name: true, street: true, postalCode: true, city: true, travelCostMode: true, travelCostRate: true, travelCostPerKm: true })
  .extend({ version: z.number().int().optional() });

/** Verbs that carry the full facility record. */
const upsertVerbs = new Set(['created', 'updated', 'restored']);

/**
 * `facilities.facility.*` → facility_directory. Returns a reason when the data fails its schema
 * (the caller parks the event); other verbs change nothing.
 */
export async function onFacilityEvent(tx: Tx, event: EventEnvelope): Promise<string | null> {
  if (!upsertVerbs.has(event.type.split('.')[2])) return null;
  const parsed = facilityData.safeParse(event.data);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const { version, ...facility } = parsed.data;
  await upsertDirectoryEntry(tx, { ...facility, sourceVersion: version ?? 0 });
  return null;
}
