import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { harnessForFile } from './support/harness';

const h = harnessForFile('facilities_list');
const created: Array<{ id: string; name: string }> = [];

beforeAll(async () => {
  const fixtures = [
    { name: 'Haus Sonne', street: 'Lindenweg 4', postalCode: '10115', city: 'Berlin', contactPerson: 'Anna Müller', crmStatus: 'Kunde' },
    { name: 'Pflegeheim Mond', street: 'Sternstraße 8', postalCode: '20095', city: 'Hamburg', contactPerson: 'Bernd Schulz', crmStatus: 'Lead' },
    { name: 'Ärztehaus Nord', street: 'Am Hafen 1', postalCode: '28195', city: 'Bremen', contactPerson: 'Clara Weiß', crmStatus: 'Kunde' },
    { name: '100% Pflege', street: 'Ring 2', postalCode: '50667', city: 'Köln', notes: 'lindenweg steht nur hier', email: 'mond@x.example' },
    { name: 'Pflege_Zentrum', street: 'Allee 3', postalCode: '80331', city: 'München', crmStatus: 'kunde' },
  ];
  for (const body of fixtures) created.push((await h.api('/api/facilities', { body })).body);
  // 20 more with equal names: order must fall back to the id.
  for (let i = 0; i < 20; i += 1) created.push((await h.api('/api/facilities', { body: { name: 'Zz Gleich' } })).body);
});

const list = (query: string) => h.api(`/api/facilities${query}`);
const names = (res: { body: { items: Array<{ name: string }> } }) => res.body.items.map((f) => f.name);

describe('paging', () => {
  test('defaults to page 1 of 20 with the envelope items, totalCount, page, pageSize, totalPages', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 25, page: 1, pageSize: 20, totalPages: 2 });
    expect(res.body.items).toHaveLength(20);
    expect(Object.keys(res.body).sort()).toEqual(['items', 'page', 'pageSize', 'totalCount', 'totalPages']);
  });

  test('the last page holds the rest', async () => {
    const res = await list('?page=2');
    expect(res.body.items).toHaveLength(5);
    expect(res.body).toMatchObject({ page: 2, totalCount: 25, totalPages: 2 });
  });

  test('a page past the end is empty but keeps totalCount and totalPages', async () => {
    const res = await list('?page=9&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], totalCount: 25, page: 9, pageSize: 10, totalPages: 3 });
  });

  test('pageSize 100 is the largest allowed', async () => {
    const res = await list('?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(25);
    expect(res.body.totalPages).toBe(1);
  });

  test('pageSize 1 is the smallest allowed', async () => {
    expect((await list('?pageSize=1')).body.items).toHaveLength(1);
  });

  test.each([
    ['pageSize=101', 'query.pageSize'],
    ['pageSize=0', 'query.pageSize'],
    ['pageSize=-5', 'query.pageSize'],
    ['pageSize=2.5', 'query.pageSize'],
    ['pageSize=abc', 'query.pageSize'],
    ['page=0', 'query.page'],
    ['page=-1', 'query.page'],
    ['page=1.5', 'query.page'],
    ['page=eins', 'query.page'],
  ])('%s → 400 naming the parameter', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  test('pages do not overlap and together list every facility once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) seen.push(...(await list(`?page=${page}&pageSize=6`)).body.items.map((f: { id: string }) => f.id));
    expect(new Set(seen).size).toBe(25);
  });
});

describe('order', () => {
  test('is by name as an office sorts it: case-insensitive, umlauts with their base letter', async () => {
    const all = names(await list('?pageSize=100')).filter((n) => n !== 'Zz Gleich');
    expect(all).toEqual(['100% Pflege', 'Ärztehaus Nord', 'Haus Sonne', 'Pflege_Zentrum', 'Pflegeheim Mond']);
  });

  test('equal names are ordered by id, so paging is stable', async () => {
    const equal = (await list('?pageSize=100')).body.items.filter((f: { name: string }) => f.name === 'Zz Gleich').map((f: { id: string }) => f.id);
    expect(equal).toHaveLength(20);
    expect(equal).toEqual([...equal].sort());
  });
});

describe('search', () => {
  test.each([
    ['name', 'sonne', ['Haus Sonne']],
    ['street', 'STERNSTR', ['Pflegeheim Mond']],
    ['postal code', '2809', []],
    ['postal code', '28195', ['Ärztehaus Nord']],
    ['city', 'münch', ['Pflege_Zentrum']],
    ['contact person', 'weiß', ['Ärztehaus Nord']],
    ['upper-case umlauts', 'ÄRZTE', ['Ärztehaus Nord']],
    ['a middle substring', 'flegehei', ['Pflegeheim Mond']],
  ])('matches %s case-insensitively as a substring (%s)', async (_field, term, expected) => {
    expect(names(await list(`?search=${encodeURIComponent(term)}`))).toEqual(expected);
  });

  test('does not look into notes or email', async () => {
    expect(names(await list('?search=steht%20nur'))).toEqual([]);
    expect(names(await list('?search=mond%40x'))).toEqual([]);
  });

  test('% is a literal character, not a wildcard', async () => {
    expect(names(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['100% Pflege']);
    expect(names(await list(`?search=${encodeURIComponent('%')}`))).toEqual(['100% Pflege']);
  });

  test('_ is a literal character, not a wildcard', async () => {
    expect(names(await list(`?search=${encodeURIComponent('e_z')}`))).toEqual(['Pflege_Zentrum']);
    expect(names(await list(`?search=${encodeURIComponent('_')}`))).toEqual(['Pflege_Zentrum']);
  });

  test('a backslash is literal too', async () => {
    expect((await list(`?search=${encodeURIComponent('\\')}`)).body.totalCount).toBe(0);
  });

  test('surrounding blanks are ignored; an empty search lists everything', async () => {
    expect(names(await list('?search=%20%20sonne%20'))).toEqual(['Haus Sonne']);
    expect((await list('?search=')).body.totalCount).toBe(25);
  });

  test('totalCount counts the matches only', async () => {
    const res = await list('?search=pflege&pageSize=1');
    expect(res.body).toMatchObject({ totalCount: 3, totalPages: 3 });
  });

  test('a search over 200 characters → 400', async () => {
    expect((await list(`?search=${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe('crmStatus filter', () => {
  test('lists only facilities with exactly that status', async () => {
    expect(names(await list('?crmStatus=Kunde'))).toEqual(['Ärztehaus Nord', 'Haus Sonne']);
    expect(names(await list('?crmStatus=kunde'))).toEqual(['Pflege_Zentrum']);
    expect(names(await list('?crmStatus=Lead'))).toEqual(['Pflegeheim Mond']);
  });

  test('combines with search', async () => {
    expect(names(await list('?crmStatus=Kunde&search=sonne'))).toEqual(['Haus Sonne']);
    expect(names(await list('?crmStatus=Lead&search=sonne'))).toEqual([]);
  });

  test('an unused status lists nothing', async () => {
    expect((await list('?crmStatus=Unbekannt')).body).toMatchObject({ items: [], totalCount: 0, totalPages: 0 });
  });
});

describe('search counts up to a limit', () => {
  test('when a search matches more than 1000 facilities, then totalCount is 1000 and totalCountCapped says so; a narrower search is counted exactly', async () => {
    await h.svc.db.execute(sql`
      insert into facilities (id, name) select gen_random_uuid(), 'Massen Heim ' || i from generate_series(1, 1005) as s(i)`);
    const broad = await list('?search=massen&pageSize=100');
    expect(broad.body).toMatchObject({ totalCount: 1000, totalPages: 10, totalCountCapped: true });
    expect(broad.body.items).toHaveLength(100);
    const narrow = await list('?search=massen heim 100');
    expect(narrow.body.totalCount).toBe(7); // 100, 1000..1005
    expect(narrow.body).not.toHaveProperty('totalCountCapped');
    const unfiltered = await list('');
    expect(unfiltered.body.totalCount).toBe(1030);
    expect(unfiltered.body).not.toHaveProperty('totalCountCapped');
  });
});
