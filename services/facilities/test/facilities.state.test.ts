import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { stateFromPostalCode } from '@cs/contracts/federal-states';
import { facilityEventDataSchema } from '@cs/contracts/events/facilities';
import { facilities } from '../src/schema';
import { outboxEventsOf, harnessForFile } from './support/harness';

const h = harnessForFile('facilities_state');

const create = async (body: Record<string, unknown>) => {
  const res = await h.api('/api/facilities', { body: { name: 'Haus Land', ...body } });
  // The answer's problem too when it is not a 200: a failure says why.
  expect({ status: res.status, problem: res.status === 200 ? undefined : res.body }).toEqual({ status: 200, problem: undefined });
  return res.body;
};
const put = (id: string, body: Record<string, unknown>) => h.api(`/api/facilities/${id}`, { method: 'PUT', body: { name: 'Haus Land', ...body } });
const get = async (id: string) => (await h.api(`/api/facilities/${id}`)).body;

describe('the federal state of a facility', () => {
  test('a given state is stored as given, whatever the postal code says', async () => {
    const created = await create({ postalCode: '80331', state: 'NW' });
    expect(created).toMatchObject({ state: 'NW', stateSource: 'given' });
    expect(await get(created.id)).toMatchObject({ state: 'NW', stateSource: 'given' });
  });

  test('without a state it is derived from the postal code', async () => {
    const created = await create({ postalCode: '80331' });
    expect(created).toMatchObject({ state: 'BY', stateSource: 'postalCode' });
    expect(await get(created.id)).toMatchObject({ state: 'BY', stateSource: 'postalCode' });
    expect(await create({ postalCode: '14193', state: null })).toMatchObject({ state: 'BE', stateSource: 'postalCode' });
  });

  test('without postal code and state, or with a postal code of no known region, the state is null', async () => {
    expect(await create({})).toMatchObject({ state: null, stateSource: null });
    expect(await create({ postalCode: '00123' })).toMatchObject({ state: null, stateSource: null });
    expect(await create({ postalCode: 'A-1010' })).toMatchObject({ state: null, stateSource: null });
  });

  test('a changed postal code re-derives the state; a given state stays until it is left out', async () => {
    const created = await create({ postalCode: '80331' });
    expect((await put(created.id, { postalCode: '50667' })).body).toMatchObject({ state: 'NW', stateSource: 'postalCode' });
    expect((await put(created.id, { postalCode: '50667', state: 'HE' })).body).toMatchObject({ state: 'HE', stateSource: 'given' });
    expect((await put(created.id, { postalCode: '01067', state: 'HE' })).body).toMatchObject({ state: 'HE', stateSource: 'given' });
    expect((await put(created.id, { postalCode: '01067' })).body).toMatchObject({ state: 'SN', stateSource: 'postalCode' });
    expect((await put(created.id, {})).body).toMatchObject({ state: null, stateSource: null });
    expect(await get(created.id)).toMatchObject({ state: null, stateSource: null, version: 6 });
  });

  test('a facility sent back as read keeps a derived state derived: a changed postal code moves it, a changed state is given', async () => {
    const created = await create({ postalCode: '80331', billingRate: 40 });
    const read = await get(created.id);
    const saved = await put(created.id, { ...read, billingRate: 42 });
    expect(saved.body).toMatchObject({ state: 'BY', stateSource: 'postalCode', billingRate: 42 });
    const moved = await put(created.id, { ...saved.body, postalCode: '50667' });
    expect(moved.body).toMatchObject({ state: 'NW', stateSource: 'postalCode' });
    const chosen = await put(created.id, { ...moved.body, state: 'HE' });
    expect(chosen.body).toMatchObject({ state: 'HE', stateSource: 'given' });
  });

  test.each([['XX'], ['by'], ['DE-BY'], [7]])('an invalid state %p → 400 naming `state`, nothing stored or changed', async (state) => {
    const before = (await h.svc.db.select({ n: sql<number>`count(*)::int` }).from(facilities))[0].n;
    const refused = await h.api('/api/facilities', { body: { name: 'Haus Falsch', state } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.state).toEqual([expect.stringContaining('BW, BY, BE')]);
    expect((await h.svc.db.select({ n: sql<number>`count(*)::int` }).from(facilities))[0].n).toBe(before);

    const existing = await create({ postalCode: '80331' });
    const refusedPut = await put(existing.id, { postalCode: '50667', state });
    expect(refusedPut.status).toBe(400);
    expect(refusedPut.body.errors).toHaveProperty('state');
    expect(await get(existing.id)).toEqual(existing);
  });

  test('the facility events carry the state', async () => {
    const created = await create({ postalCode: '80331' });
    await put(created.id, { postalCode: '80331', state: 'BW' });
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events.map((e) => [e.type, facilityEventDataSchema.parse(e.data).state])).toEqual([
      ['facilities.facility.created', 'BY'],
      ['facilities.facility.updated', 'BW'],
    ]);
    expect(events[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'state', before: 'BY', after: 'BW' },
        { field: 'stateSource', before: 'postalCode', after: 'given' },
      ]),
    );
  });
});

describe('migration 0005 backfills the state of existing facilities from their postal codes', () => {
  const migration = readFileSync(new URL('../migrations/0006_facility_state.sql', import.meta.url), 'utf8');
  const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('-- Backfill'));

  test('every three-digit prefix gets exactly the state stateFromPostalCode gives; other codes stay null', async () => {
    expect(backfill).toBeDefined();
    const postalCodes = [
      ...Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(3, '0')}42`),
      ' 80331 ', '8033', '803311', 'A8033', null, '',
    ];
    const given = uuidv7();
    const rows = postalCodes.map((postalCode) => ({ id: uuidv7(), name: 'Altbestand', postalCode }));
    await h.svc.db.insert(facilities).values([...rows, { id: given, name: 'Gesetzt', postalCode: '80331', state: 'HB' as const, stateSource: 'given' as const }]);
    const ids = [...rows.map((r) => r.id), given];

    await h.svc.db.execute(sql.raw(backfill!));

    const stored = await h.svc.db.select().from(facilities).where(inArray(facilities.id, ids));
    const byId = new Map(stored.map((r) => [r.id, r]));
    for (const { id, postalCode } of rows) {
      const expected = stateFromPostalCode(postalCode);
      expect([postalCode, byId.get(id)?.state, byId.get(id)?.stateSource]).toEqual([postalCode, expected, expected ? 'postalCode' : null]);
    }
    expect(byId.get(given)).toMatchObject({ state: 'HB', stateSource: 'given' });
  });
});
