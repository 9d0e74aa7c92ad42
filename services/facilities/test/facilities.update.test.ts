import { describe, expect, test } from '@jest/globals';
import { facilityBody, harnessForFile } from './support/harness';

const h = harnessForFile('facilities_update');

const create = async (body: Record<string, unknown> = facilityBody()) => (await h.api('/api/facilities', { body })).body;
const put = (id: string, body: unknown, headers: Record<string, string> = {}) => h.api(`/api/facilities/${id}`, { method: 'PUT', body, headers });

describe('when the billing conditions are updated, then each of the five fields persists', () => {
  const updates: Array<[string, unknown]> = [
    ['billingRate', 55.25],
    ['travelCostRate', 18.4],
    ['mealAllowanceRate', 7.5],
    ['travelCostMode', 'ProKilometer'],
    ['travelCostPerKm', 0.42],
  ];

  test.each(updates)('%s is in the PUT response and in a fresh GET', async (field, value) => {
    const facility = await create(facilityBody({ name: 'Konditionen' }));
    const res = await put(facility.id, { name: 'Konditionen', [field]: value });
    expect(res.status).toBe(200);
    expect(res.body[field]).toEqual(value);
    const fresh = await h.api(`/api/facilities/${facility.id}`);
    expect(fresh.body[field]).toEqual(value);
  });

  test('all five together persist, and can be changed again', async () => {
    const facility = await create();
    const first = { name: 'Alle', billingRate: 40, travelCostRate: 10, mealAllowanceRate: 5, travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 };
    const second = { name: 'Alle', billingRate: 41.11, travelCostRate: 11.22, mealAllowanceRate: 6.33, travelCostMode: 'Pauschale', travelCostPerKm: 0.44 };
    await put(facility.id, first);
    await put(facility.id, second);
    expect((await h.api(`/api/facilities/${facility.id}`)).body).toMatchObject(second);
  });
});

describe('PUT replaces every editable field', () => {
  test('answers 200 with the full FacilityResponse, version + 1 and a later updatedAt', async () => {
    const facility = await create();
    const res = await put(facility.id, { name: 'Neu', city: 'Hamburg' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: facility.id, name: 'Neu', city: 'Hamburg', version: 2, createdAt: facility.createdAt });
    expect(res.body.updatedAt >= facility.updatedAt).toBe(true);
    expect(res.headers.get('etag')).toBe('"2"');
  });

  test('fields left out are reset to their defaults', async () => {
    const facility = await create({
      name: 'Voll',
      city: 'Bonn',
      crmStatus: 'Kunde',
      billingRate: 1,
      travelCostRate: 2,
      mealAllowanceRate: 3,
      travelCostMode: 'ProKilometer',
      travelCostPerKm: 4,
    });
    const res = await put(facility.id, { name: 'Voll' });
    expect(res.body).toMatchObject({
      city: null,
      crmStatus: null,
      billingRate: null,
      travelCostRate: null,
      mealAllowanceRate: null,
      travelCostMode: 'Pauschale',
      travelCostPerKm: 0,
    });
  });

  test('null clears a nullable field', async () => {
    const facility = await create({ name: 'Null', billingRate: 12 });
    expect((await put(facility.id, { name: 'Null', billingRate: null })).body.billingRate).toBeNull();
  });

  test('the same validation as create applies (3 decimals → 400, nothing changed)', async () => {
    const facility = await create({ name: 'Gleich', billingRate: 10 });
    const res = await put(facility.id, { name: 'Gleich', billingRate: 10.005 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('billingRate');
    expect((await h.api(`/api/facilities/${facility.id}`)).body).toEqual(facility);
  });
});

describe('optimistic concurrency with If-Match', () => {
  test('a stale version → 412 and the record is unchanged', async () => {
    const facility = await create();
    await put(facility.id, { name: 'Erste Änderung' });
    const res = await put(facility.id, { name: 'Veraltet' }, { 'if-match': '"1"' });
    expect(res.status).toBe(412);
    expect(res.body.code).toBe('VERSION_MISMATCH');
    expect((await h.api(`/api/facilities/${facility.id}`)).body.name).toBe('Erste Änderung');
  });

  test.each(['"1"', 'W/"1"', '1'])('the current version (%s) → 200', async (ifMatch) => {
    const facility = await create();
    const res = await put(facility.id, { name: 'Aktuell' }, { 'if-match': ifMatch });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
  });

  test('the ETag of a GET works as If-Match', async () => {
    const facility = await create();
    const got = await h.api(`/api/facilities/${facility.id}`);
    const res = await put(facility.id, { name: 'Per ETag' }, { 'if-match': got.headers.get('etag')! });
    expect(res.status).toBe(200);
  });

  test('without If-Match the update applies', async () => {
    const facility = await create();
    await put(facility.id, { name: 'Zwischendurch' });
    const res = await put(facility.id, { name: 'Ohne If-Match' });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(3);
  });

  test('If-Match: * applies like no If-Match', async () => {
    const facility = await create();
    expect((await put(facility.id, { name: 'Stern' }, { 'if-match': '*' })).status).toBe(200);
  });

  test.each(['"abc"', 'version-1', '""'])('a malformed If-Match (%s) → 400', async (ifMatch) => {
    const facility = await create();
    const res = await put(facility.id, { name: 'Kaputt' }, { 'if-match': ifMatch });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('If-Match');
  });
});

describe('addressing a facility', () => {
  test('GET of an unknown id → 404 problem+json', async () => {
    const res = await h.api('/api/facilities/0190d1c4-0000-7000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test('PUT of an unknown id → 404', async () => {
    expect((await put('0190d1c4-0000-7000-8000-000000000000', { name: 'X' })).status).toBe(404);
  });

  test.each(['not-a-uuid', '123', '%20', 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeeeee'])('a malformed or blank id (%s) → 400', async (id) => {
    const get = await h.api(`/api/facilities/${id}`);
    expect(get.status).toBe(400);
    expect(get.body.errors).toHaveProperty(['path.id']);
    expect((await put(id, { name: 'X' })).status).toBe(400);
  });

  test('GET responses carry the version as ETag', async () => {
    const facility = await create();
    expect((await h.api(`/api/facilities/${facility.id}`)).headers.get('etag')).toBe('"1"');
  });
});
