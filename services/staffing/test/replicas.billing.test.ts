import { describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { eventually } from '@cs/service-kit/testing/index';
import { facilityDirectory } from '../src/schema';
import { Harness } from './support/harness';
import { seedFacility } from './support/fixtures';

const h = Harness.forFile('replicas_billing');

const directoryRow = async (id: string) => (await h.svc.db.select().from(facilityDirectory).where(eq(facilityDirectory.id, id)))[0];

const billing = {
  billingRate: 41.5,
  mealAllowanceRate: 7.2,
  nightSurchargePercent: 25,
  sundaySurchargePercent: 50.5,
  holidaySurchargePercent: 125,
  nightWindowStart: '22:00',
  nightWindowEnd: '06:00',
  qualificationBillingRates: [{ qualification: 'pflegefachkraft', rate: 48.5 }],
};

describe('staffing-facility-directory keeps the billing conditions', () => {
  test('an event written before they existed reads as none and the default night window', async () => {
    const facility = await seedFacility(h);
    expect(await directoryRow(facility.id)).toMatchObject({
      billingRate: null,
      mealAllowanceRate: null,
      nightSurchargePercent: null,
      sundaySurchargePercent: null,
      holidaySurchargePercent: null,
      nightWindowStart: '23:00',
      nightWindowEnd: '06:00',
      qualificationBillingRates: [],
    });
  });

  test('when a facility update carries them, then the directory holds every one; a later update without them clears them', async () => {
    const facility = await seedFacility(h);
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, ...billing, version: 2 });
    await eventually(async () => (await directoryRow(facility.id))?.sourceVersion === 2);
    expect(await directoryRow(facility.id)).toMatchObject(billing);

    const cleared = { ...billing, nightSurchargePercent: null, nightWindowStart: '23:00', qualificationBillingRates: [] };
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, ...cleared, version: 3 });
    await eventually(async () => (await directoryRow(facility.id))?.sourceVersion === 3);
    expect(await directoryRow(facility.id)).toMatchObject(cleared);
  });
});
