import { describe, expect, test } from '@jest/globals';
import { facilityEventDataSchema } from '@cs/contracts/events/facilities';
import { harnessForFile, outboxEventsOf } from './support/harness';

const h = harnessForFile('facilities_surcharges');

const create = (body: Record<string, unknown>) => h.api('/api/facilities', { body });
const put = (id: string, body: unknown) => h.api(`/api/facilities/${id}`, { method: 'PUT', body });
const get = async (id: string) => (await h.api(`/api/facilities/${id}`)).body;

const surcharges = {
  nightSurchargePercent: 25,
  sundaySurchargePercent: 50.5,
  holidaySurchargePercent: 125.25,
  nightWindowStart: '22:00',
  nightWindowEnd: '06:00',
  qualificationBillingRates: [
    { qualification: 'pflegefachkraft', rate: 48.5 },
    { qualification: 'pflegehilfskraft', rate: 39 },
  ],
};

describe('surcharges, night window and rates per qualification', () => {
  test('without them a facility has none, the window 23:00–06:00 and no rates per qualification', async () => {
    const res = await create({ name: 'Ohne Zuschläge' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nightSurchargePercent: null,
      sundaySurchargePercent: null,
      holidaySurchargePercent: null,
      nightWindowStart: '23:00',
      nightWindowEnd: '06:00',
      qualificationBillingRates: [],
    });
  });

  test('created, they read back as sent; updated, every field persists; left out, they reset', async () => {
    const created = await create({ name: 'Zuschläge', billingRate: 42, ...surcharges });
    expect(created.body).toMatchObject(surcharges);
    expect(await get(created.body.id)).toEqual(created.body);

    const changed = { nightSurchargePercent: 0, sundaySurchargePercent: 1000, holidaySurchargePercent: null, nightWindowStart: '00:00', nightWindowEnd: '05:30', qualificationBillingRates: [{ qualification: 'pflegehilfskraft', rate: 0 }] };
    const updated = await put(created.body.id, { name: 'Zuschläge', ...changed });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(changed);
    expect(await get(created.body.id)).toEqual(updated.body);

    const reset = await put(created.body.id, { name: 'Zuschläge' });
    expect(reset.body).toMatchObject({ nightSurchargePercent: null, sundaySurchargePercent: null, nightWindowStart: '23:00', nightWindowEnd: '06:00', qualificationBillingRates: [] });
  });

  test('the facility as read is accepted back unchanged (GET → PUT)', async () => {
    const { id } = (await create({ name: 'Rundreise', ...surcharges })).body;
    const read = await get(id);
    const res = await put(id, read);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(surcharges);
  });

  test.each([
    ['nightSurchargePercent', 0, 200],
    ['nightSurchargePercent', -0.01, 400],
    ['sundaySurchargePercent', 1000, 200],
    ['sundaySurchargePercent', 1000.01, 400],
    ['holidaySurchargePercent', 999.99, 200],
    ['holidaySurchargePercent', 12.345, 400],
    ['nightWindowStart', '23:59', 200],
    ['nightWindowStart', '24:00', 400],
    ['nightWindowEnd', '6:00', 400],
  ])('%s = %p → %i', async (field, value, status) => {
    const res = await create({ name: 'Grenze', [field]: value });
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.errors).toHaveProperty([field]);
  });

  test('a window of no length is refused, naming nightWindowEnd; one a minute long is not', async () => {
    const refused = await create({ name: 'Leer', nightWindowStart: '06:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty(['nightWindowEnd']);
    expect((await create({ name: 'Kurz', nightWindowStart: '05:59' })).status).toBe(200);
    expect((await create({ name: 'Tag', nightWindowStart: '08:00', nightWindowEnd: '16:00' })).status).toBe(200);
  });

  test('a qualification named twice, a bad rate or an unknown field is refused, naming it; nothing saved', async () => {
    const { id } = (await create({ name: 'Fest', ...surcharges })).body;
    const before = await get(id);
    const twice = await put(id, { name: 'Fest', qualificationBillingRates: [{ qualification: 'pflegefachkraft', rate: 1 }, { qualification: 'pflegefachkraft', rate: 2 }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toHaveProperty(['qualificationBillingRates.1.qualification']);
    const badRate = await put(id, { name: 'Fest', qualificationBillingRates: [{ qualification: 'pflegefachkraft', rate: 1.001 }] });
    expect(badRate.body.errors).toHaveProperty(['qualificationBillingRates.0.rate']);
    const unknown = await put(id, { name: 'Fest', qualificationBillingRates: [{ qualification: 'pflegefachkraft', rate: 1, note: 'x' }] });
    expect(unknown.status).toBe(400);
    const unknownTop = await put(id, { name: 'Fest', eveningSurchargePercent: 10 });
    expect(unknownTop.status).toBe(400);
    expect(await get(id)).toEqual(before);
  });

  test('facility created and updated events carry them', async () => {
    const { id } = (await create({ name: 'Ereignis', billingRate: 40, mealAllowanceRate: 7, ...surcharges })).body;
    await put(id, { name: 'Ereignis', billingRate: 40, nightSurchargePercent: 30 });
    const events = await outboxEventsOf(h.svc, id);
    expect(facilityEventDataSchema.parse(events[0].data)).toMatchObject({ billingRate: 40, mealAllowanceRate: 7, ...surcharges });
    expect(events[1].data).toMatchObject({ nightSurchargePercent: 30, sundaySurchargePercent: null, qualificationBillingRates: [] });
    expect(events[1].changes).toEqual(expect.arrayContaining([{ field: 'nightSurchargePercent', before: 25, after: 30 }]));
  });
});
