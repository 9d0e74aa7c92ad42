import { describe, expect, test } from '@jest/globals';
import { facilityResponseSchema } from '@cs/contracts/http/facilities';
import { harnessForFile } from './support/harness';

const h = harnessForFile('facilities_create');

const complete = {
  name: 'Haus Sonnenschein',
  street: 'Lindenweg 4',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  phone: '+49 30 123456',
  email: 'pflege@sonnenschein.example',
  contactPerson: 'Erika Muster',
  buyerReference: '991-33333-12',
  notes: 'Anfahrt über den Hof',
  crmStatus: 'Kunde',
  billingRate: 42.5,
  travelCostRate: 12.3,
  mealAllowanceRate: 14,
  travelCostMode: 'ProKilometer',
  travelCostPerKm: 0.35,
};

describe('creating a facility', () => {
  test('answers 200 with the full FacilityResponse, every field as sent', async () => {
    const res = await h.api('/api/facilities', { body: complete });
    expect(res.status).toBe(200);
    expect(facilityResponseSchema.strict().parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject(complete);
    expect(res.body.version).toBe(1);
    expect(res.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(res.body.updatedAt).toBe(res.body.createdAt);
  });

  test('the created facility reads back identically', async () => {
    const created = await h.api('/api/facilities', { body: complete });
    const got = await h.api(`/api/facilities/${created.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);
  });

  test('with only a name, every other field takes its default', async () => {
    const res = await h.api('/api/facilities', { body: { name: 'Minimal' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Minimal',
      street: null,
      buyerReference: null,
      crmStatus: null,
      billingRate: null,
      travelCostRate: null,
      mealAllowanceRate: null,
      travelCostMode: 'Pauschale',
      travelCostPerKm: 0,
    });
  });

  test('the id is a UUIDv7 and the response carries the version as ETag', async () => {
    const res = await h.api('/api/facilities', { body: { name: 'Etag' } });
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.headers.get('etag')).toBe('"1"');
  });

  test('text is trimmed', async () => {
    const res = await h.api('/api/facilities', { body: { name: '  Haus Linde  ', city: ' Köln ' } });
    expect(res.body).toMatchObject({ name: 'Haus Linde', city: 'Köln' });
  });
});

describe('refusing a bad facility body (400, nothing stored)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { city: 'Berlin' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['billingRate with 3 decimals', { name: 'A', billingRate: 1.234 }, 'billingRate'],
    ['travelCostRate with 3 decimals', { name: 'A', travelCostRate: 0.001 }, 'travelCostRate'],
    ['mealAllowanceRate with 3 decimals', { name: 'A', mealAllowanceRate: 9.999 }, 'mealAllowanceRate'],
    ['travelCostPerKm with 3 decimals', { name: 'A', travelCostPerKm: 0.305 }, 'travelCostPerKm'],
    ['a negative billingRate', { name: 'A', billingRate: -1 }, 'billingRate'],
    ['a negative travelCostRate', { name: 'A', travelCostRate: -0.01 }, 'travelCostRate'],
    ['a negative mealAllowanceRate', { name: 'A', mealAllowanceRate: -5 }, 'mealAllowanceRate'],
    ['a negative travelCostPerKm', { name: 'A', travelCostPerKm: -0.3 }, 'travelCostPerKm'],
    ['money as a string', { name: 'A', billingRate: '42.50' }, 'billingRate'],
    ['travelCostPerKm null (it is not nullable)', { name: 'A', travelCostPerKm: null }, 'travelCostPerKm'],
    ['another travelCostMode', { name: 'A', travelCostMode: 'Monatlich' }, 'travelCostMode'],
    ['travelCostMode in other casing', { name: 'A', travelCostMode: 'pauschale' }, 'travelCostMode'],
    ['a malformed email', { name: 'A', email: 'not-an-email' }, 'email'],
    ['an unknown field', { name: 'A', rating: 5 }, 'rating'],
    ['a read-only field (id)', { name: 'A', id: '0190d1c4-0000-7000-8000-000000000000' }, 'id'],
    ['a read-only field (version)', { name: 'A', version: 3 }, 'version'],
  ];

  test.each(cases)('%s → 400 naming the field', async (_name, body, field) => {
    const before = await h.api('/api/facilities?pageSize=1');
    const res = await h.api('/api/facilities', { body });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toContain(field);
    const after = await h.api('/api/facilities?pageSize=1');
    expect(after.body.totalCount).toBe(before.body.totalCount);
  });

  test('a JSON array instead of an object → 400', async () => {
    const res = await h.api('/api/facilities', { body: [{ name: 'A' }] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  test('money with 2 decimals and 0 are accepted', async () => {
    const res = await h.api('/api/facilities', { body: { name: 'A', billingRate: 0.01, travelCostRate: 0, mealAllowanceRate: 99999.99, travelCostPerKm: 0.3 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ billingRate: 0.01, travelCostRate: 0, mealAllowanceRate: 99999.99, travelCostPerKm: 0.3 });
  });
});
