import { beforeAll, describe, expect, test } from '@jest/globals';
import { contractResponseSchema } from '@cs/contracts/http/contracts';
import { harnessForFile } from './support/harness';
import { contractBody, newFacility } from './support/contracts';

const h = harnessForFile('contracts_api');
let facility: { id: string; name: string };
beforeAll(async () => {
  facility = await newFacility(h, 'Haus Vertrag');
});

const create = async (overrides: Record<string, unknown> = {}) => (await h.api('/api/contracts', { body: contractBody(facility.id, overrides) })).body;
const put = (id: string, body: unknown, headers: Record<string, string> = {}) => h.api(`/api/contracts/${id}`, { method: 'PUT', body, headers });

describe('creating a contract', () => {
  test('answers 200 with the full contract, every field as sent', async () => {
    const body = { facilityId: facility.id, number: 'V-2026-001', validFrom: '2026-01-01', validTo: '2026-12-31', status: 'Active', signedOn: '2025-12-15', notes: 'Rahmenvertrag' };
    const res = await h.api('/api/contracts', { body });
    expect(res.status).toBe(200);
    expect(contractResponseSchema.strict().parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject({ ...body, version: 1 });
    expect(res.headers.get('etag')).toBe('"1"');
  });

  test('defaults: open-ended, Draft, not signed, no notes', async () => {
    const res = await h.api('/api/contracts', { body: { facilityId: facility.id, number: 'V-Default', validFrom: '2026-03-01' } });
    expect(res.body).toMatchObject({ validTo: null, status: 'Draft', signedOn: null, notes: null });
  });

  test('reads back identically', async () => {
    const created = await create();
    const got = await h.api(`/api/contracts/${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
  });
});

describe('updating a contract (PUT replaces every editable field)', () => {
  test('changes the fields, bumps the version', async () => {
    const created = await create({ status: 'Draft' });
    const res = await put(created.id, { ...contractBody(facility.id), number: created.number, status: 'Active', validTo: '2027-06-30' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'Active', validTo: '2027-06-30', version: 2 });
    expect((await h.api(`/api/contracts/${created.id}`)).body).toEqual(res.body);
  });

  test('fields left out are reset to their defaults', async () => {
    const created = await create({ validTo: '2026-12-31', status: 'Active', signedOn: '2025-12-01', notes: 'x' });
    const res = await put(created.id, { facilityId: facility.id, number: created.number, validFrom: created.validFrom });
    expect(res.body).toMatchObject({ validTo: null, status: 'Draft', signedOn: null, notes: null });
  });

  test('keeping the own number is not a duplicate', async () => {
    const created = await create();
    expect((await put(created.id, contractBody(facility.id, { number: created.number.toUpperCase() }))).status).toBe(200);
  });

  test('can move the contract to another facility', async () => {
    const other = await newFacility(h);
    const created = await create();
    expect((await put(created.id, contractBody(other.id, { number: created.number }))).body.facilityId).toBe(other.id);
  });

  test('a stale If-Match → 412, current → 200, absent → applies', async () => {
    const created = await create();
    const body = contractBody(facility.id, { number: created.number });
    expect((await put(created.id, body, { 'if-match': '"1"' })).status).toBe(200);
    const stale = await put(created.id, body, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('VERSION_MISMATCH');
    expect((await put(created.id, body)).body.version).toBe(3);
  });

  test('a malformed If-Match → 400', async () => {
    const created = await create();
    expect((await put(created.id, contractBody(facility.id), { 'if-match': 'neu' })).status).toBe(400);
  });

  test('unknown id → 404, malformed id → 400', async () => {
    expect((await put('0190d1c4-0000-7000-8000-000000000000', contractBody(facility.id))).status).toBe(404);
    expect((await put('nope', contractBody(facility.id))).status).toBe(400);
    expect((await h.api('/api/contracts/0190d1c4-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await h.api('/api/contracts/nope')).status).toBe(400);
  });
});

describe('listing contracts', () => {
  let a: { id: string; name: string };
  let b: { id: string; name: string };
  beforeAll(async () => {
    a = await newFacility(h, 'Liste A');
    b = await newFacility(h, 'Liste B');
    for (const [fac, number, validFrom, status] of [
      [a, 'L-A-1', '2024-01-01', 'Terminated'],
      [a, 'L-A-2', '2026-01-01', 'Active'],
      [a, 'L-A-3', '2026-01-01', 'Draft'],
      [b, 'L-B-1', '2025-06-01', 'Active'],
    ] as const) {
      await h.api('/api/contracts', { body: contractBody(fac.id, { number, validFrom, status }) });
    }
  });

  const numbers = async (query: string) => (await h.api(`/api/contracts${query}`)).body.items.map((c: { number: string }) => c.number);

  test('filters by facility, newest validity first, then by number', async () => {
    expect(await numbers(`?facilityId=${a.id}`)).toEqual(['L-A-2', 'L-A-3', 'L-A-1']);
  });

  test('filters by status', async () => {
    expect(await numbers(`?facilityId=${a.id}&status=Active`)).toEqual(['L-A-2']);
    expect(await numbers('?status=Active&search=l-')).toEqual(['L-A-2', 'L-B-1']);
  });

  test('searches the number case-insensitively, % and _ literal', async () => {
    expect(await numbers('?search=l-b')).toEqual(['L-B-1']);
    expect(await numbers('?search=L_A')).toEqual([]);
    expect(await numbers('?search=%25')).toEqual([]);
  });

  test('pages with the standard envelope', async () => {
    const res = await h.api(`/api/contracts?facilityId=${a.id}&pageSize=2&page=2`);
    expect(res.body).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, totalPages: 2 });
    expect(res.body.items.map((c: { number: string }) => c.number)).toEqual(['L-A-1']);
  });

  test('an unknown facility lists nothing', async () => {
    expect((await h.api('/api/contracts?facilityId=0190d1c4-0000-7000-8000-000000000000')).body).toMatchObject({ items: [], totalCount: 0 });
  });

  test.each(['facilityId=abc', 'status=Aktiv', 'pageSize=101', 'page=0'])('bad query %s → 400', async (query) => {
    expect((await h.api(`/api/contracts?${query}`)).status).toBe(400);
  });
});
