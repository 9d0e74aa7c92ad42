import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { Harness } from './support/harness';
import { anna, created, everyDay, frueh, publishContract, seedFacility, setSeverities } from './support/fixtures';
import { day } from './support/availability';
import { findOrder } from '../src/orders/orders.repo';
import { rankingOf } from '../src/candidates/ranking-query';
import { rankingSlice, type RankedCandidate } from '../src/candidates/ranking.repo';
import { MAX_CHANGE_ENTRIES, purgeRankingChanges } from '../src/candidates/ranking-changes.repo';
import { REMEMBERED_ROWS, rememberedRanking } from '../src/candidates/ranking-memo';
import { headroomAtParty } from '../src/candidates/lending-headroom';
import { loadScoreTerms } from '../src/candidates/order-context.repo';
import { recordLending } from './support/lending';

/**
 * A remembered ranking (ranking-memo.ts) must equal the ranking statement after every kind of
 * change to what the statement reads — through the API, and straight in the database as another
 * process would write. Each is compared in two sizes: remembered rows fewer than the ranking (the
 * boundary decides who enters; slices beyond it come from the statement) and more (complete). The
 * statement's lending headroom is computed afresh each time, beside the remembered one (headroom-memo.ts).
 */
const h = Harness.forFile('candidates_remembered');
const weights = { qualification: 3, distance: 2, continuity: 1, hoursLeft: 2, availability: 3, wish: 2, fairness: 1, lendingHeadroom: 1 };
const window = { from: day(10), to: day(16) };
const SMALL = 8;

let facilityId: string;
let orderId: string;
let earlierOrderId: string;
let elsewhereOrderId: string;

const db = () => h.svc.db;
const run = (statement: ReturnType<typeof sql>) => db().execute(statement);

/** The whole ranking walked in slices of three from a remembered top of each size, beside the statement's. */
async function expectCurrent(): Promise<RankedCandidate[]> {
  const { order } = (await findOrder(db(), orderId)) as NonNullable<Awaited<ReturnType<typeof findOrder>>>;
  const { ranking } = await rankingOf(db(), order, window, weights, true);
  const fresh = await headroomAtParty(db(), (await loadScoreTerms(db(), facilityId)).party, window);
  expect(ranking.headroom).toEqual({ ids: fresh.ids, values: fresh.values });
  const truth = await rankingSlice(db(), { ...ranking, headroom: { ids: fresh.ids, values: fresh.values } }, null, 1000);
  for (const rows of [SMALL, REMEMBERED_ROWS]) {
    const { slice: slices } = await rememberedRanking(db(), ranking, testOrder, { rows });
    const walked: RankedCandidate[] = [];
    for (let slice = await slices(null, 3); slice.length > 0 && walked.length < 1000; slice = await slices(slice[slice.length - 1], 3)) walked.push(...slice);
    expect({ rows, walked }).toEqual({ rows, walked: truth });
  }
  await expectChecksCurrent();
  return truth;
}

/** Every candidate the endpoint lists (its remembered checks) beside the check preview of the same employee and window. */
async function expectChecksCurrent() {
  const headers = { 'accept-language': 'en' };
  const page = await h.call(`/api/orders/${orderId}/candidates?from=${window.from}&to=${window.to}&includeBlocked=true&pageSize=100`, { headers });
  expect(page.status).toBe(200);
  for (const c of page.body.items as Array<{ employee: { id: string }; canSave: boolean; findings: unknown[] }>) {
    const fresh = await h.call(`/api/assignments/check?employeeId=${c.employee.id}&orderId=${orderId}&startDate=${window.from}&endDate=${window.to}`, { headers });
    expect({ id: c.employee.id, canSave: c.canSave, findings: c.findings }).toEqual({ id: c.employee.id, ...fresh.body });
  }
}

/** The order as the direct calls pass it (the endpoint passes the order's row and assignments). */
const testOrder = { state: 'the order as the test leaves it', assignees: new Set<string>() };

const nameOf = (ranking: RankedCandidate[], id: string) => ranking.find((r) => r.id === id)?.lastName;
const positionOf = (ranking: RankedCandidate[], id: string) => ranking.findIndex((r) => r.id === id);

describe('a remembered candidates ranking', () => {
  beforeAll(async () => {
    const facility = await seedFacility(h, { travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 });
    const other = await seedFacility(h, { name: 'Haus Linde' });
    await publishContract(h, 'created', { facilityId: facility.id });
    await publishContract(h, 'created', { facilityId: other.id });
    facilityId = facility.id;
    orderId = (await created(h, '/api/orders', { facilityId, startDate: window.from, endDate: window.to, headcount: 2, shiftPattern: everyDay(frueh) })).id;
    earlierOrderId = (await created(h, '/api/orders', { facilityId, startDate: day(1), endDate: day(3), headcount: 50, shiftPattern: everyDay(frueh) })).id;
    elsewhereOrderId = (await created(h, '/api/orders', { facilityId: other.id, startDate: day(8), endDate: day(20), headcount: 50, shiftPattern: everyDay(frueh) })).id;
    const lastNames = ['Bauer', 'Koch', 'Wolf', 'Yilmaz', 'Özdemir'];
    for (let i = 0; i < 20; i++) {
      const lastName = lastNames[i % lastNames.length];
      await created(h, '/api/employees', { ...anna, firstName: `E${String(i).padStart(2, '0')}`, lastName, weeklyHours: [20, 30, 38.5, 40][i % 4] });
    }
    await expectCurrent();
  }, 60_000);

  test('when an employee is renamed straight in the database, as another process would, then the remembered ranking has the new name', async () => {
    const last = (await expectCurrent()).at(-1) as RankedCandidate;
    await run(sql`update employees set last_name = 'Aal' where id = ${last.id}::uuid`);
    const after = await expectCurrent();
    expect(nameOf(after, last.id)).toBe('Aal');
  });

  test('when the top employee is assigned elsewhere in the window, then her hours left fall and the ranking moves her down', async () => {
    const top = (await expectCurrent())[0];
    const res = await h.call('/api/assignments', { body: { orderId: elsewhereOrderId, employeeId: top.id, startDate: day(8), endDate: day(12) } });
    expect(res.status).toBe(200);
    expect(positionOf(await expectCurrent(), top.id)).toBeGreaterThan(0);
  });

  test('when the last one gets a distance, a wish and earlier work at the facility, then she rises into the remembered top', async () => {
    const last = (await expectCurrent()).at(-1) as RankedCandidate;
    await created(h, '/api/employee-distances', { employeeId: last.id, facilityId, km: 1 });
    await expectCurrent();
    await created(h, '/api/employee-facility-preferences', { employeeId: last.id, facilityId, preference: 'preferred', reason: null });
    await expectCurrent();
    expect((await h.call('/api/assignments', { body: { orderId: earlierOrderId, employeeId: last.id, startDate: day(1), endDate: day(2) } })).status).toBe(200);
    expect(positionOf(await expectCurrent(), last.id)).toBeLessThan(SMALL);
  });

  test('when an employee states her availability, then the ranking reads it', async () => {
    const [, second] = await expectCurrent();
    const days = [{ date: day(10), status: 'unavailable' }, { date: day(11), status: 'available', shifts: ['night'] }];
    expect((await h.call(`/api/employees/${second.id}/availability`, { method: 'PUT', body: { days } })).status).toBe(200);
    const after = await expectCurrent();
    expect(after.find((r) => r.id === second.id)?.availability.map((a) => a.status)).toEqual(['unavailable', 'available']);
  });

  test('when lendings to the facility are recorded and withdrawn, then the headroom in the ranking follows', async () => {
    const [top] = await expectCurrent();
    const before = top.values.lendingHeadroom;
    await recordLending(h, { employeeId: top.id, partyId: facilityId, from: day(-300), to: day(-1) });
    expect((await expectCurrent()).find((r) => r.id === top.id)?.values.lendingHeadroom).toBeLessThan(before);
    await run(sql`delete from lending_history where employee_id = ${top.id}::uuid`);
    expect((await expectCurrent()).find((r) => r.id === top.id)?.values.lendingHeadroom).toBe(before);
  });

  test('when an absence, a contract, a severity and the order itself change, then the remembered checks follow', async () => {
    const [top, second, third] = await expectCurrent();
    await created(h, '/api/absences', { employeeId: top.id, type: 'vacation', startDate: window.from, endDate: window.from });
    await expectCurrent();
    await publishContract(h, 'created', { facilityId, validFrom: '2020-01-01', validTo: day(11) });
    await expectCurrent();
    // The order's two places taken: everyone else's check finds it full.
    for (const e of [second, third]) expect((await h.call('/api/assignments', { body: { orderId, employeeId: e.id, startDate: window.from, endDate: window.to } })).status).toBe(200);
    await expectCurrent();
    // An assignee renamed: the others' findings of the full order name her.
    await run(sql`update employees set first_name = 'Zweite' where id = ${second.id}::uuid`);
    await expectCurrent();
    await setSeverities(h, { workingHours: 'Error' });
    await expectCurrent();
    await setSeverities(h, { workingHours: 'Warning' });
    await expectCurrent();
  });

  test('when the earlier order moves to another facility straight in the database, then nobody keeps the continuity it gave', async () => {
    expect((await expectCurrent()).some((r) => r.earlier > 0)).toBe(true);
    await run(sql`update orders set facility_id = (select facility_id from orders where id = ${elsewhereOrderId}::uuid) where id = ${earlierOrderId}::uuid`);
    const after = await expectCurrent();
    expect(after.every((r) => r.earlier === 0)).toBe(true);
  });

  test('when employees are blocked, deactivated and trashed, and one is hired, then the ranking leaves them out and takes her in', async () => {
    const [top, second, third] = (await expectCurrent()).filter((r) => !r.preferred);
    await created(h, '/api/employee-facility-preferences', { employeeId: top.id, facilityId, preference: 'blocked', reason: 'Beschwerde' });
    await run(sql`update employees set active = false where id = ${second.id}::uuid`);
    expect((await h.call(`/api/employees/${third.id}`, { method: 'DELETE' })).status).toBe(204);
    const hired = await created(h, '/api/employees', { ...anna, firstName: 'Neu', lastName: 'Aachen', weeklyHours: 40 });
    await created(h, '/api/employee-distances', { employeeId: hired.id, facilityId, km: 0.5 });
    const after = await expectCurrent();
    for (const gone of [top, second, third]) expect(positionOf(after, gone.id)).toBe(-1);
    expect(positionOf(after, hired.id)).toBeGreaterThanOrEqual(0);
  });

  test('when the change entries since a remembered ranking were purged, then it is computed afresh', async () => {
    const last = (await expectCurrent()).at(-1) as RankedCandidate;
    await run(sql`update employees set last_name = 'Aarau' where id = ${last.id}::uuid`);
    await run(sql`update ranking_changes set changed_at = now() - interval '2 hours'`);
    expect(await purgeRankingChanges(db())).toBeGreaterThan(0);
    expect(nameOf(await expectCurrent(), last.id)).toBe('Aarau');
  });

  test('when more entries than are re-scored one by one arrive, then the ranking is computed afresh', async () => {
    const last = (await expectCurrent()).at(-1) as RankedCandidate;
    await run(sql`insert into ranking_changes (employee_id) select gen_random_uuid() from generate_series(1, ${MAX_CHANGE_ENTRIES + 1})`);
    await run(sql`update employees set last_name = 'Aachtal' where id = ${last.id}::uuid`);
    expect(nameOf(await expectCurrent(), last.id)).toBe('Aachtal');
  });

  test('when renames and requests interleave, then every request after the last write gives the statement ranking', async () => {
    const ranking = await expectCurrent();
    await Promise.all(
      ranking.map(async (r, i) => {
        await run(sql`update employees set last_name = ${`Zu${i % 3}`} where id = ${r.id}::uuid`);
        const { order } = (await findOrder(db(), orderId)) as NonNullable<Awaited<ReturnType<typeof findOrder>>>;
        const { slice } = await rememberedRanking(db(), (await rankingOf(db(), order, window, weights, true)).ranking, testOrder, { rows: SMALL });
        await slice(null, 5);
      }),
    );
    expect((await expectCurrent()).every((r) => r.lastName.startsWith('Zu'))).toBe(true);
  });
});
