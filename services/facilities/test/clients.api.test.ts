import { describe, expect, test } from '@jest/globals';
import { call, grant } from '@cs/service-kit/testing/index';
import { harnessForFile } from './support/harness';
import { clientBody } from './support/clients';

const h = harnessForFile('clients_api');
const unknownId = '0190d1c4-0000-7000-8000-000000000000';
const full = {
  name: 'Sonnenhof Pflege',
  legalForm: 'gGmbH',
  street: 'Lindenweg 3',
  postalCode: '80331',
  city: 'München',
  country: 'DE',
  phone: '089 123 456',
  email: 'rechnungen@sonnenhof.example',
  contactPerson: 'Frau Kunz',
  buyerReference: '09-162-000-58',
  notes: 'Drei Häuser im Landkreis',
  collectiveAgreementNote: 'TVöD-P (Branchenzuschlag Pflege)',
  maxLendingMonths: 24,
  maxLendingMonthsNote: 'Tarifvertrag der Branche: 24 Monate',
  equalPayMonths: 15,
  equalPayNote: 'Branchenzuschlagstarif',
};
const count = async () => (await h.api('/api/clients')).body.totalCount;

describe('create and read', () => {
  test('POST → 200 with every field; GET answers the same record', async () => {
    const res = await h.api('/api/clients', { body: full });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...full, id: expect.any(String), version: 1, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await h.api(`/api/clients/${res.body.id}`)).body).toEqual(res.body);
  });

  test('only the name is required; the rest is null; text is trimmed', async () => {
    const res = await h.api('/api/clients', { body: { name: '  Haus Kunde  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Haus Kunde', legalForm: null, street: null, city: null, email: null, buyerReference: null, notes: null, collectiveAgreementNote: null });
  });

  test('an unknown or malformed id → 404 / 400', async () => {
    expect((await h.api(`/api/clients/${unknownId}`)).status).toBe(404);
    const malformed = await h.api('/api/clients/kunde-1');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['path.id']);
  });
});

describe('refusing a bad body (400 naming the field, nothing stored)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'N'.repeat(201) }, 'name'],
    ['a NUL byte in the name', { name: 'Haus\u0000Sonne' }, 'name'],
    ['a NUL byte in the notes', { notes: 'a\u0000b' }, 'notes'],
    ['a legal form over 100 characters', { legalForm: 'G'.repeat(101) }, 'legalForm'],
    ['an e-mail that is none', { email: 'rechnungen(at)sonnenhof' }, 'email'],
    ['a Käuferreferenz over 100 characters', { buyerReference: 'L'.repeat(101) }, 'buyerReference'],
    ['a collective-agreement note over 2000 characters', { collectiveAgreementNote: 'x'.repeat(2001) }, 'collectiveAgreementNote'],
    ['notes of the wrong type', { notes: 42 }, 'notes'],
    ['an unknown field', { taxId: 'DE123' }, 'taxId'],
    ['a read-only field on create', { version: 2 }, 'version'],
  ];
  test.each(cases)('%s', async (_name, overrides, field) => {
    const before = await count();
    const res = await h.api('/api/clients', { body: clientBody(overrides) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await count()).toBe(before);
  });
});

describe('update', () => {
  test('PUT replaces every editable field (left out → null) and bumps the version', async () => {
    const created = (await h.api('/api/clients', { body: full })).body;
    const res = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { name: 'Sonnenhof Pflege', city: 'Augsburg' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Sonnenhof Pflege', city: 'Augsburg', legalForm: null, collectiveAgreementNote: null, version: 2 });
    expect((await h.api(`/api/clients/${created.id}`)).body).toEqual(res.body);
  });

  test('If-Match: stale → 412 and nothing changed; current → 200', async () => {
    const created = (await h.api('/api/clients', { body: clientBody() })).body;
    const stale = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { name: 'Neu' }, headers: { 'if-match': '"7"' } });
    expect(stale.status).toBe(412);
    expect((await h.api(`/api/clients/${created.id}`)).body).toEqual(created);
    const ok = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { name: 'Neu' }, headers: { 'if-match': '"1"' } });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Neu');
  });

  test('the read answer sent back with a change is accepted; a changed read-only field → 400 naming it', async () => {
    const created = (await h.api('/api/clients', { body: clientBody() })).body;
    const ok = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { ...created, notes: 'geändert' } });
    expect(ok.status).toBe(200);
    const bad = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { ...ok.body, createdAt: '2020-01-01T00:00:00.000Z' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['createdAt']);
  });

  test('bad input and unknown ids change nothing', async () => {
    const created = (await h.api('/api/clients', { body: clientBody() })).body;
    const bad = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { name: '', street: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['name']);
    expect((await h.api(`/api/clients/${created.id}`)).body).toEqual(created);
    expect((await h.api(`/api/clients/${unknownId}`, { method: 'PUT', body: { name: 'X' } })).status).toBe(404);
  });
});

describe('list', () => {
  test('search over name, legal form and city, ignoring case; paging keeps a stable name order', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    for (const name of ['Cäsar', 'Anton', 'Bruno', 'Ärztehaus']) await h.api('/api/clients', { body: { name: `${tag} ${name}` } });
    await h.api('/api/clients', { body: { name: 'Anderer Träger', city: `${tag}stadt` } });
    const all = await h.api(`/api/clients?search=${tag.toLowerCase()}&pageSize=100`);
    expect(all.body.totalCount).toBe(5);
    expect(all.body.items.map((c: { name: string }) => c.name)).toEqual(['Anderer Träger', `${tag} Anton`, `${tag} Ärztehaus`, `${tag} Bruno`, `${tag} Cäsar`]);
    const page2 = await h.api(`/api/clients?search=${tag}&page=2&pageSize=2`);
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, totalCount: 5 });
    expect(page2.body.items.map((c: { name: string }) => c.name)).toEqual([`${tag} Ärztehaus`, `${tag} Bruno`]);
  });

  test('a search term over 200 characters or a bad page → 400 naming it', async () => {
    expect(Object.keys((await h.api(`/api/clients?search=${'x'.repeat(201)}`)).body.errors)).toEqual(['query.search']);
    expect(Object.keys((await h.api('/api/clients?page=0')).body.errors)).toEqual(['query.page']);
  });
});

describe('permission module clients', () => {
  test('read without create → list 200, create 403; facilities rights alone → 403', async () => {
    const reader = await h.issuer.token({ perm: grant(['clients'], ['read']) });
    expect((await call(`${h.svc.url}/api/clients`, { token: reader })).status).toBe(200);
    expect((await call(`${h.svc.url}/api/clients`, { token: reader, body: clientBody() })).status).toBe(403);
    const facilitiesOnly = await h.issuer.token({ perm: grant(['facilities']) });
    expect((await call(`${h.svc.url}/api/clients`, { token: facilitiesOnly })).status).toBe(403);
  });
});
