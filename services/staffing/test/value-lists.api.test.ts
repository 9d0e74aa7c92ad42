import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, created, eventsFor } from './support/fixtures';

const h = Harness.forFile('value_lists_api');

const entries = (key: string) => `/api/value-lists/${key}/entries`;
const entry = (key: string, code: string) => `${entries(key)}/${code}`;
const codes = async (key: string, query = '') => (await h.call(`/api/value-lists/${key}${query}`)).body.items.map((e: { code: string }) => e.code);

describe('reading value lists', () => {
  test('when the lists are listed, then every key comes with its entry counts', async () => {
    const res = await h.call('/api/value-lists');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(
      expect.arrayContaining([
        { key: 'qualifications', ranked: true, entryCount: 6, activeCount: 6 },
        { key: 'absenceTypes', ranked: false, entryCount: 4, activeCount: 4 },
        { key: 'crmStatus', ranked: false, entryCount: 4, activeCount: 4 },
      ]),
    );
  });

  test('when a list is read, then its entries come by sortOrder with German labels, ranks only on qualifications', async () => {
    const res = await h.call('/api/value-lists/qualifications');
    expect(res.status).toBe(200);
    expect(res.body.items.slice(0, 3)).toEqual([
      { code: 'pflegehelfer', label: 'Pflegehelfer/in', active: true, sortOrder: 10, rank: 1, version: 1 },
      { code: 'pflegeassistenz', label: 'Pflegeassistent/in', active: true, sortOrder: 20, rank: 2, version: 1 },
      { code: 'pflegefachkraft', label: 'Pflegefachkraft', active: true, sortOrder: 30, rank: 3, version: 1 },
    ]);
    expect((await h.call('/api/value-lists/absenceTypes')).body.items[0]).toEqual({ code: 'vacation', label: 'Urlaub', active: true, sortOrder: 10, version: 1 });
  });

  test('when the key is unknown, then 404', async () => {
    expect((await h.call('/api/value-lists/colours')).status).toBe(404);
    expect((await h.call(entries('colours'), { body: { code: 'red', label: 'Rot' } })).status).toBe(404);
  });
});

describe('creating entries', () => {
  test('when an entry is added without sortOrder, then it goes last, is active and announced', async () => {
    const res = await h.call(entries('absenceTypes'), { body: { code: 'parental-leave', label: 'Elternzeit' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'parental-leave', label: 'Elternzeit', active: true, sortOrder: 50, version: 1 });
    expect(res.headers.get('etag')).toBe('"1"');
    expect((await codes('absenceTypes')).at(-1)).toBe('parental-leave');
    const [event] = await eventsFor(h, 'absenceTypes:parental-leave');
    expect(event).toMatchObject({
      type: 'staffing.valueList.entryCreated',
      subject: { type: 'valueListEntry', id: 'absenceTypes:parental-leave' },
      data: { listKey: 'absenceTypes', code: 'parental-leave', label: 'Elternzeit', active: true, sortOrder: 50, rank: null },
    });
    expect(event.actor.userId).toEqual(expect.any(String));
    expect(event.changes).toEqual(expect.arrayContaining([{ field: 'label', before: null, after: 'Elternzeit' }]));
  });

  test('when the code already exists in the list, then 409 — the same code in another list is fine', async () => {
    const dup = await h.call(entries('absenceTypes'), { body: { code: 'vacation', label: 'Nochmal Urlaub' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'VALUE_CODE_EXISTS', errors: { code: expect.any(Array) } });
    expect((await h.call(entries('crmStatus'), { body: { code: 'vacation', label: 'Urlaub?' } })).status).toBe(200);
  });

  test('when ten requests add the same code at once, then exactly one is saved and the others get 409', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => h.call(entries('crmStatus'), { body: { code: 'gleichzeitig', label: `Versuch ${i}` } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  test.each([
    ['a qualification without rank', 'qualifications', { code: 'betreuungskraft', label: 'Betreuungskraft' }, 'rank'],
    ['a rank outside qualifications', 'absenceTypes', { code: 'kur', label: 'Kur', rank: 2 }, 'rank'],
    ['a code that is no slug', 'absenceTypes', { code: 'Kur Aufenthalt', label: 'Kur' }, 'code'],
    ['an empty label', 'absenceTypes', { code: 'kur', label: '' }, 'label'],
    ['an unknown field', 'absenceTypes', { code: 'kur', label: 'Kur', colour: 'red' }, 'colour'],
  ])('when the body has %s, then 400 naming the field', async (_name, key, body, field) => {
    const res = await h.call(entries(key), { body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('changing entries', () => {
  test('when an entry is renamed and re-ranked with the right version, then it is stored and announced with changes', async () => {
    await created(h, entries('qualifications'), { code: 'alltagsbegleiter', label: 'Alltagsbegleiter', rank: 1, sortOrder: 5 });
    const body = { label: 'Alltagsbegleiter/in', active: true, sortOrder: 5, rank: 2 };
    const res = await h.call(entry('qualifications', 'alltagsbegleiter'), { method: 'PUT', body, headers: { 'if-match': '"1"' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'alltagsbegleiter', ...body, version: 2 });
    expect(await codes('qualifications')).toContain('alltagsbegleiter');
    const events = await eventsFor(h, 'qualifications:alltagsbegleiter');
    expect(events.map((e) => e.type)).toEqual(['staffing.valueList.entryCreated', 'staffing.valueList.entryUpdated']);
    expect(events[1].changes).toEqual([
      { field: 'label', before: 'Alltagsbegleiter', after: 'Alltagsbegleiter/in' },
      { field: 'rank', before: 1, after: 2 },
    ]);
  });

  test('when the If-Match version is stale, then 412', async () => {
    const res = await h.call(entry('absenceTypes', 'training'), {
      method: 'PUT',
      body: { label: 'Weiterbildung', active: true, sortOrder: 40 },
      headers: { 'if-match': '"7"' },
    });
    expect(res.status).toBe(412);
  });

  test('when the code is unknown, then 404', async () => {
    const res = await h.call(entry('absenceTypes', 'no-such-code'), { method: 'PUT', body: { label: 'x', active: true, sortOrder: 1 } });
    expect(res.status).toBe(404);
    expect((await h.call(entry('absenceTypes', 'no-such-code'), { method: 'DELETE' })).status).toBe(404);
  });

  test('when the caller may only read value lists, then changing them is forbidden', async () => {
    const token = await h.token({ valueLists: { read: 'All' } });
    expect((await h.call('/api/value-lists/crmStatus', { token })).status).toBe(200);
    expect((await h.call(entries('crmStatus'), { token, body: { code: 'partner', label: 'Partner' } })).status).toBe(403);
    expect((await h.call(entry('crmStatus', 'lead'), { token, method: 'DELETE' })).status).toBe(403);
  });

  test('when a caller has only Own scope on value lists, then 403 (reference data is not anyone’s own record)', async () => {
    const token = await h.token({ valueLists: { read: 'Own' } });
    expect((await h.call('/api/value-lists', { token })).status).toBe(403);
  });
});

describe('inactive entries', () => {
  test('when a qualification is deactivated, then new records cannot choose it but records that have it keep it', async () => {
    await created(h, entries('qualifications'), { code: 'wundexperte', label: 'Wundexperte', rank: 3 });
    const holder = await created(h, '/api/employees', { ...anna, qualifications: ['wundexperte'] });
    const off = await h.call(entry('qualifications', 'wundexperte'), { method: 'PUT', body: { label: 'Wundexperte', active: false, sortOrder: 70, rank: 3 } });
    expect(off.status).toBe(200);
    expect(await codes('qualifications')).not.toContain('wundexperte');
    expect(await codes('qualifications', '?includeInactive=true')).toContain('wundexperte');

    const fresh = await h.call('/api/employees', { body: { ...anna, qualifications: ['wundexperte'] } });
    expect(fresh.status).toBe(400);
    expect(fresh.body.errors.qualifications).toBeDefined();
    const kept = await h.call(`/api/employees/${holder.id}`, { method: 'PUT', body: { ...anna, city: 'Potsdam', qualifications: ['wundexperte'] } });
    expect(kept.status).toBe(200);
    const [event] = (await eventsFor(h, 'qualifications:wundexperte')).slice(-1);
    expect(event).toMatchObject({ type: 'staffing.valueList.entryUpdated', changes: [{ field: 'active', before: true, after: false }] });
  });
});
