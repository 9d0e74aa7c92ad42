import { describe, expect, test } from '@jest/globals';
import { harnessForFile, outboxEventsOf } from './support/harness';
import { clientBody } from './support/clients';

/** A client's own lending limits (AÜG §1 Abs. 1b S. 3, §8 Abs. 4 S. 2; docs/lending-law.md). */
const h = harnessForFile('clients_lending_limits');

const tariff = 'TV LeiZ der Pflegebranche, §2: 24 Monate';
const surcharge = 'Branchenzuschlagstarif: gleicher Lohn nach 15 Monaten';
const limits = { maxLendingMonths: 24, maxLendingMonthsNote: tariff, equalPayMonths: 15, equalPayNote: surcharge };
const count = async () => (await h.api('/api/clients?pageSize=1')).body.totalCount;

async function refused(body: Record<string, unknown>, field: string, message?: string) {
  const before = await count();
  const res = await h.api('/api/clients', { body: clientBody(body) });
  expect(res.status).toBe(400);
  expect(Object.keys(res.body.errors)).toContain(field);
  if (message) expect(res.body.errors[field]).toEqual([message]);
  expect(await count()).toBe(before);
}

describe('a client’s own lending limits', () => {
  test('none given: GET answers null for each (the statute’s 18 and 9 months)', async () => {
    const res = await h.api('/api/clients', { body: clientBody() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ maxLendingMonths: null, maxLendingMonthsNote: null, equalPayMonths: null, equalPayNote: null });
  });

  test('given with their notes: stored, answered, announced; PUT accepts what GET returns', async () => {
    const res = await h.api('/api/clients', { body: clientBody(limits) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(limits);
    const read = (await h.api(`/api/clients/${res.body.id}`)).body;
    expect(read).toEqual(res.body);
    const [event] = await outboxEventsOf(h.svc, res.body.id);
    expect(event.data).toMatchObject(limits);
    const put = await h.api(`/api/clients/${read.id}`, { method: 'PUT', body: { ...read, equalPayMonths: 12 }, headers: { 'if-match': '"1"' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ...limits, equalPayMonths: 12, version: 2 });
    const [, updated] = await outboxEventsOf(h.svc, read.id);
    expect(updated.changes).toEqual([{ field: 'equalPayMonths', before: 15, after: 12 }]);
  });

  test('PUT without the limits resets them (and their notes) to the statute’s', async () => {
    const created = (await h.api('/api/clients', { body: clientBody(limits) })).body;
    const res = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { name: created.name } });
    expect(res.body).toMatchObject({ maxLendingMonths: null, maxLendingMonthsNote: null, equalPayMonths: null, equalPayNote: null });
  });

  test.each([
    ['maxLendingMonths', 'maxLendingMonthsNote', 1],
    ['maxLendingMonths', 'maxLendingMonthsNote', 120],
    ['equalPayMonths', 'equalPayNote', 9],
    ['equalPayMonths', 'equalPayNote', 15],
  ])('%s (noted in %s) = %s, at its bound, is accepted', async (field, note, value) => {
    const res = await h.api('/api/clients', { body: clientBody({ [field]: value, [note]: 'Tarifvertrag' }) });
    expect(res.status).toBe(200);
    expect(res.body[field]).toBe(value);
  });

  test.each([
    ['maxLendingMonths', 'maxLendingMonthsNote', 0, 'must be from 1 to 120'],
    ['maxLendingMonths', 'maxLendingMonthsNote', 121, 'must be from 1 to 120'],
    ['equalPayMonths', 'equalPayNote', 8, 'must be from 9 to 15'],
    ['equalPayMonths', 'equalPayNote', 16, 'must be from 9 to 15'],
  ])('%s (noted in %s) = %s, just beyond its bound → 400 naming it, nothing stored', async (field, note, value, message) => {
    await refused({ [field]: value, [note]: 'Tarifvertrag' }, field, message);
  });

  test.each([
    ['maxLendingMonths', 24.5],
    ['maxLendingMonths', '24'],
    ['equalPayMonths', true],
  ])('%s of the wrong kind (%p) → 400 naming it', async (field, value) => {
    await refused({ [field]: value, maxLendingMonthsNote: 'x', equalPayNote: 'x' }, field);
  });

  test.each([
    ['maxLendingMonths', 'maxLendingMonthsNote', 24],
    ['equalPayMonths', 'equalPayNote', 12],
  ])('%s without its note (absent, null or blank) → 400 naming %s', async (field, note, value) => {
    for (const missing of [{}, { [note]: null }, { [note]: '   ' }]) {
      await refused({ [field]: value, ...missing }, note, `is required when ${field} is set`);
    }
  });

  test.each([
    ['maxLendingMonths', 'maxLendingMonthsNote'],
    ['equalPayMonths', 'equalPayNote'],
  ])('a note without %s → 400 naming %s', async (field, note) => {
    await refused({ [note]: 'Tarifvertrag' }, note, `must be empty while ${field} is not set`);
  });

  test('a note over 2000 characters → 400 naming it', async () => {
    await refused({ maxLendingMonths: 24, maxLendingMonthsNote: 'x'.repeat(2001) }, 'maxLendingMonthsNote');
  });

  test('a bad PUT changes nothing', async () => {
    const created = (await h.api('/api/clients', { body: clientBody(limits) })).body;
    const res = await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { ...created, maxLendingMonthsNote: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['maxLendingMonthsNote']);
    expect((await h.api(`/api/clients/${created.id}`)).body).toEqual(created);
  });
});
