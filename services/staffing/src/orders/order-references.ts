import type { Tx } from '@cs/service-kit';
import { missingReference } from '../shared/references';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import type { OrderValues } from './order-record';
import { facilityName } from './orders.repo';

/** The facility must be in the facility directory; returns its name. */
export async function requireFacility(tx: Tx, facilityId: string): Promise<string | null> {
  const name = await facilityName(tx, facilityId);
  if (name === undefined) throw missingReference('Facility', 'facilityId');
  return name;
}

/** A required qualification must be an active code (or the one the order already had). */
export async function requireQualification(tx: Tx, values: OrderValues, kept: string | null = null) {
  const code = values.requiredQualification;
  if (code) await requireActiveCodes(tx, 'qualifications', 'requiredQualification', [code], kept ? [kept] : []);
}
