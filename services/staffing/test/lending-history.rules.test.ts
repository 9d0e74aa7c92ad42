import { describe, expect, test } from '@jest/globals';
import { Temporal } from 'temporal-polyfill';
import { v7 as uuidv7 } from 'uuid';
import { planningDay } from '../src/working-time/planning-zone';
import { Harness } from './support/harness';
import { anna, created, seedFacility } from './support/fixtures';
import { seedClient } from './support/lending-parties';

/** What a history period must be (docs/lending-law.md, "Recording earlier periods"); nothing is saved when refused. */
const h = Harness.forFile('lending_history_rules');

const employee = (firstName = 'Anna') => created(h, '/api/employees', { ...anna, firstName });
const pathOf = (employeeId: string) => `/api/employees/${employeeId}/lending-history`;
const period = (clientId: string, fields: Record<string, unknown> = {}) => ({ clientId, from: '2024-01-01', to: '2024-06-30', source: 'otherAgency', ...fields });
const countOf = async (employeeId: string) => (await h.call(pathOf(employeeId))).body.totalCount;
/** Today in the planning time zone, moved by `days`. */
const day = (days: number) => Temporal.PlainDate.from(planningDay()).add({ days }).toString();

describe('the employee and the client', () => {
  test('an unknown employee or one in the trash → 404 EMPLOYEE_NOT_FOUND on every route', async () => {
    const [gone, c] = await Promise.all([employee('Gone'), seedClient(h)]);
    const p = await created(h, pathOf(gone.id), period(c.id));
    expect((await h.call(`/api/employees/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const id of [uuidv7(), gone.id]) {
      expect((await h.call(pathOf(id), { body: period(c.id, { from: '2020-01-01', to: '2020-01-31' }) })).body).toMatchObject({ status: 404, code: 'EMPLOYEE_NOT_FOUND' });
      expect((await h.call(pathOf(id))).body).toMatchObject({ status: 404, code: 'EMPLOYEE_NOT_FOUND' });
      const url = `${pathOf(id)}/${p.id}`;
      expect((await h.call(url)).body.code).toBe('EMPLOYEE_NOT_FOUND');
      expect((await h.call(url, { method: 'PUT', body: period(c.id) })).body.code).toBe('EMPLOYEE_NOT_FOUND');
      expect((await h.call(url, { method: 'DELETE' })).body.code).toBe('EMPLOYEE_NOT_FOUND');
    }
  });

  test('a party that is neither a live client nor a facility without a client → 404 CLIENT_NOT_FOUND naming clientId', async () => {
    const [e, live, trashed] = await Promise.all([employee(), seedClient(h), seedClient(h, { name: 'Alt' })]);
    await seedClient(h, { ...trashed, version: 2 }, 'deleted');
    const ofClient = await seedFacility(h, { clientId: live.id });
    for (const clientId of [uuidv7(), trashed.id, ofClient.id]) {
      const res = await h.call(pathOf(e.id), { body: period(clientId) });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'CLIENT_NOT_FOUND', errors: { clientId: [expect.any(String)] } });
    }
    const p = await created(h, pathOf(e.id), period(live.id));
    const put = await h.call(`${pathOf(e.id)}/${p.id}`, { method: 'PUT', body: period(trashed.id) });
    expect(put.body).toMatchObject({ status: 404, code: 'CLIENT_NOT_FOUND' });
    expect((await h.call(`${pathOf(e.id)}/${p.id}`)).body).toEqual(p);
    expect(await countOf(e.id)).toBe(1);
  });
});

describe('history is the past (today in the planning time zone)', () => {
  test('ending today → 200; ending tomorrow → 400 naming to, also on PUT', async () => {
    const [e, c] = await Promise.all([employee(), seedClient(h)]);
    const today = await h.call(pathOf(e.id), { body: period(c.id, { from: day(-30), to: day(0) }) });
    expect(today.status).toBe(200);
    const tomorrow = await h.call(pathOf(e.id), { body: period(c.id, { from: day(-400), to: day(1) }) });
    expect(tomorrow.status).toBe(400);
    expect(Object.keys(tomorrow.body.errors)).toEqual(['to']);
    const put = await h.call(`${pathOf(e.id)}/${today.body.id}`, { method: 'PUT', body: period(c.id, { from: day(-30), to: day(1) }) });
    expect(Object.keys(put.body.errors)).toEqual(['to']);
    expect(await countOf(e.id)).toBe(1);
  });

  test('from after to → 400 naming to; from equal to to (one day) → 200', async () => {
    const [e, c] = await Promise.all([employee(), seedClient(h)]);
    const res = await h.call(pathOf(e.id), { body: period(c.id, { from: '2024-03-02', to: '2024-03-01' }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['to']);
    expect((await h.call(pathOf(e.id), { body: period(c.id, { from: '2024-03-01', to: '2024-03-01' }) })).status).toBe(200);
  });
});

describe('no overlap with the same employee, client and kind', () => {
  test('sharing one day → 409 LENDING_HISTORY_OVERLAP naming the period; adjacent on either side → 200', async () => {
    const [e, c] = await Promise.all([employee(), seedClient(h)]);
    const first = await created(h, pathOf(e.id), period(c.id, { from: '2024-03-01', to: '2024-03-31' }));
    for (const [from, to] of [['2024-03-31', '2024-04-30'], ['2024-02-01', '2024-03-01'], ['2024-03-10', '2024-03-10'], ['2024-01-01', '2024-12-31']]) {
      const res = await h.call(pathOf(e.id), { body: period(c.id, { from, to, source: 'beforeThisSystem' }) });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'LENDING_HISTORY_OVERLAP', periodId: first.id });
    }
    expect((await h.call(pathOf(e.id), { body: period(c.id, { from: '2024-04-01', to: '2024-04-30' }) })).status).toBe(200);
    expect((await h.call(pathOf(e.id), { body: period(c.id, { from: '2024-02-01', to: '2024-02-29' }) })).status).toBe(200);
    expect(await countOf(e.id)).toBe(3);
  });

  test('another kind, another client or another employee may overlap', async () => {
    const [e, other, c, f] = await Promise.all([employee(), employee('Zweite'), seedClient(h), seedFacility(h)]);
    await created(h, pathOf(e.id), period(c.id));
    expect((await h.call(pathOf(e.id), { body: period(c.id, { source: 'employedByClient' }) })).status).toBe(200);
    expect((await h.call(pathOf(e.id), { body: period(c.id, { source: 'employedByClient', from: '2024-06-30', to: '2024-07-31' }) })).body.code).toBe('LENDING_HISTORY_OVERLAP');
    expect((await h.call(pathOf(e.id), { body: period(f.id) })).status).toBe(200);
    expect((await h.call(pathOf(other.id), { body: period(c.id) })).status).toBe(200);
  });

  test('PUT may keep or move a period’s own days, not onto another’s', async () => {
    const [e, c] = await Promise.all([employee(), seedClient(h)]);
    const a = await created(h, pathOf(e.id), period(c.id, { from: '2024-01-01', to: '2024-01-31' }));
    const b = await created(h, pathOf(e.id), period(c.id, { from: '2024-03-01', to: '2024-03-31' }));
    expect((await h.call(`${pathOf(e.id)}/${a.id}`, { method: 'PUT', body: period(c.id, { from: '2024-01-15', to: '2024-02-29' }) })).status).toBe(200);
    const onto = await h.call(`${pathOf(e.id)}/${a.id}`, { method: 'PUT', body: period(c.id, { from: '2024-01-15', to: '2024-03-01' }) });
    expect(onto.body).toMatchObject({ status: 409, code: 'LENDING_HISTORY_OVERLAP', periodId: b.id });
    expect((await h.call(`${pathOf(e.id)}/${a.id}`)).body).toMatchObject({ from: '2024-01-15', to: '2024-02-29', version: 2 });
  });

  test('ten overlapping requests at once save exactly one', async () => {
    const [e, c] = await Promise.all([employee('Zehn'), seedClient(h)]);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => h.call(pathOf(e.id), { body: period(c.id, { from: `2024-01-${String(i + 1).padStart(2, '0')}` }) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await countOf(e.id)).toBe(1);
  });
});

describe('bad input → 400 naming the field, nothing saved', () => {
  test.each([
    ['an unknown field', { clientName: 'Sonnenhof' }, 'clientName'],
    ['a client id that is no uuid', { clientId: 'kunde-1' }, 'clientId'],
    ['a missing client', { clientId: undefined }, 'clientId'],
    ['a date of the wrong type', { from: 20240101 }, 'from'],
    ['an impossible date', { to: '2024-02-30' }, 'to'],
    ['an unknown source', { source: 'leased' }, 'source'],
    ['a note over 1000 characters', { note: 'x'.repeat(1001) }, 'note'],
    ['a read-only field on create', { version: 1 }, 'version'],
  ])('%s', async (_name, fields, field) => {
    const [e, c] = await Promise.all([employee(), seedClient(h)]);
    const res = await h.call(pathOf(e.id), { body: period(c.id, fields) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await countOf(e.id)).toBe(0);
  });

  test('a malformed employee or period id → 400 naming it', async () => {
    expect(Object.keys((await h.call('/api/employees/x/lending-history')).body.errors)).toEqual(['path.id']);
    const e = await employee();
    expect(Object.keys((await h.call(`${pathOf(e.id)}/y`)).body.errors)).toEqual(['path.periodId']);
  });
});
