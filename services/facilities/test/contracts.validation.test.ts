import { beforeAll, describe, expect, test } from '@jest/globals';
import { harnessForFile } from './support/harness';
import { contractBody, newFacility } from './support/contracts';

const h = harnessForFile('contracts_validation');
let facilityId: string;
beforeAll(async () => {
  facilityId = (await newFacility(h)).id;
});

const count = async () => (await h.api('/api/contracts')).body.totalCount;

describe('refusing a bad contract body (400, nothing stored)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing facilityId', { facilityId: undefined }, 'facilityId'],
    ['a malformed facilityId', { facilityId: 'haus-1' }, 'facilityId'],
    ['a missing number', { number: undefined }, 'number'],
    ['a blank number', { number: '  ' }, 'number'],
    ['a number over 50 characters', { number: 'N'.repeat(51) }, 'number'],
    ['a missing validFrom', { validFrom: undefined }, 'validFrom'],
    ['validFrom with a time', { validFrom: '2026-01-01T00:00:00Z' }, 'validFrom'],
    ['validFrom in German notation', { validFrom: '01.01.2026' }, 'validFrom'],
    ['an impossible date', { validFrom: '2026-02-30' }, 'validFrom'],
    ['validTo before validFrom', { validFrom: '2026-06-01', validTo: '2026-05-31' }, 'validTo'],
    ['a malformed signedOn', { signedOn: '2026-13-01' }, 'signedOn'],
    ['an unknown status', { status: 'Aktiv' }, 'status'],
    ['status in other casing', { status: 'active' }, 'status'],
    ['notes over 4000 characters', { notes: 'x'.repeat(4001) }, 'notes'],
    ['an unknown field', { facilityName: 'Haus' }, 'facilityName'],
    ['a read-only field', { version: 2 }, 'version'],
  ];

  test.each(cases)('%s → 400 naming the field', async (_name, overrides, field) => {
    const before = await count();
    const res = await h.api('/api/contracts', { body: contractBody(facilityId, overrides) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await count()).toBe(before);
  });

  test('a facility that does not exist → 400 naming facilityId', async () => {
    const res = await h.api('/api/contracts', { body: contractBody('0190d1c4-0000-7000-8000-000000000000') });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ facilityId: ['no facility has this id'] });
  });

  test('the same rules apply on update', async () => {
    const created = (await h.api('/api/contracts', { body: contractBody(facilityId) })).body;
    const res = await h.api(`/api/contracts/${created.id}`, { method: 'PUT', body: contractBody(facilityId, { validFrom: '2026-02-01', validTo: '2026-01-31' }) });
    expect(res.status).toBe(400);
    expect((await h.api(`/api/contracts/${created.id}`)).body).toEqual(created);
  });

  test('validFrom equal to validTo (a one-day contract) is valid', async () => {
    expect((await h.api('/api/contracts', { body: contractBody(facilityId, { validFrom: '2026-04-01', validTo: '2026-04-01' }) })).status).toBe(200);
  });
});

describe('contract numbers are unique overall', () => {
  test('a duplicate number → 409 CONTRACT_NUMBER_TAKEN, also for another facility and in other casing', async () => {
    await h.api('/api/contracts', { body: contractBody(facilityId, { number: 'RV-100' }) });
    const other = await newFacility(h);
    for (const number of ['RV-100', 'rv-100', ' RV-100 ']) {
      const res = await h.api('/api/contracts', { body: contractBody(other.id, { number }) });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONTRACT_NUMBER_TAKEN');
      expect(res.body.errors).toEqual({ number: ['is already used'] });
    }
  });

  test('renaming to a taken number → 409', async () => {
    await h.api('/api/contracts', { body: contractBody(facilityId, { number: 'RV-200' }) });
    const created = (await h.api('/api/contracts', { body: contractBody(facilityId) })).body;
    expect((await h.api(`/api/contracts/${created.id}`, { method: 'PUT', body: contractBody(facilityId, { number: 'RV-200' }) })).status).toBe(409);
  });

  test('concurrent creates of one number: exactly one wins, the rest get 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => h.api('/api/contracts', { body: contractBody(facilityId, { number: 'RV-RACE' }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });
});
