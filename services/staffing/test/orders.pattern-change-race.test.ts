/**
 * An order's pattern change racing assignment changes of that order (docs/staffing.md, "An order's
 * pattern change", Locks). The steps are ordered by locks a second connection holds and by waiting
 * until the service's transactions wait for them (pg_stat_activity), never by timing: so only on a
 * PostgreSQL server (TEST_DATABASE_URL; PGlite has one connection).
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { eventually } from '@cs/service-kit/testing/index';
import { Harness } from './support/harness';
import { allSeverities, anna, created, everyDay, frueh, seedFacility, setSeverities } from './support/fixtures';
import { planningDay } from '../src/working-time/planning-zone';
import { fromDayNumber, toDayNumber } from '../src/shared/dates';

const onServer = process.env.TEST_DATABASE_URL ? test : test.skip;
const EMPLOYEE_LOCK_CLASS = 31_415; // src/shared/assignment-locks.ts
let h: Harness;
beforeAll(async () => {
  h = await Harness.start('pattern_change_race');
  await setSeverities(h, allSeverities('Warning'));
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const today = toDayNumber(planningDay());
const day = (n: number) => fromDayNumber(today + n);
const range = { startDate: day(-1), endDate: day(6) };
const spaet = { start: '14:00', end: '22:00', breakMinutes: 30 };
const byHand = { start: '07:00', end: '15:00', breakMinutes: 30 };
type Duty = { date: string; start: string | null; end: string | null; breakMinutes: number | null };
const plan = (duties: Duty[]) => duties.map((d) => `${d.date} ${d.start}-${d.end}/${d.breakMinutes}`);
const shift = (n: number, s: { start: string; end: string; breakMinutes: number }) => `${day(n)} ${s.start}-${s.end}/${s.breakMinutes}`;

/** Waits until `count` of the service's transactions wait for a lock of that kind ('advisory' or a row: 'transactionid'/'tuple'). */
async function waiting(watcher: pg.Client, kind: 'advisory' | 'row', count: number) {
  const events = kind === 'advisory' ? ['advisory'] : ['transactionid', 'tuple'];
  await eventually(async () => {
    const { rows } = await watcher.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = any($1)`,
      [events],
    );
    return rows[0].n === count;
  });
}

onServer('an assignment created while a pattern change waits for its locks, then edited by hand: no deadlock, the edit stays, the rest follows the new pattern', async () => {
  const facilityId = (await seedFacility(h, { name: 'Haus am See' })).id;
  const orderBody = (pattern: unknown) => ({ facilityId, requiredQualification: 'pflegefachkraft', ...range, headcount: 2, shiftPattern: pattern });
  const order = await created(h, '/api/orders', orderBody(everyDay(frueh)));
  const first = await created(h, '/api/employees', anna);
  const second = await created(h, '/api/employees', { ...anna, firstName: 'Ben', lastName: 'Brandt' });
  const existing = await created(h, '/api/assignments', { orderId: order.id, employeeId: first.id, ...range });

  const [employeeHolder, orderHolder, watcher] = [h.databaseUrl, h.databaseUrl, h.databaseUrl].map((url) => new pg.Client({ connectionString: url }));
  await Promise.all([employeeHolder.connect(), orderHolder.connect(), watcher.connect()]);
  try {
    // The pattern change waits for the first employee's lock (an edit of that employee, say).
    await employeeHolder.query('begin');
    await employeeHolder.query('select pg_advisory_xact_lock($1, hashtext($2))', [EMPLOYEE_LOCK_CLASS, first.id]);
    const change = h.call(`/api/orders/${order.id}`, { method: 'PUT', body: orderBody(everyDay(spaet)) });
    await waiting(watcher, 'advisory', 1);

    // Meanwhile the second employee is assigned (old pattern): after the change read whom to lock.
    const added = await created(h, '/api/assignments', { orderId: order.id, employeeId: second.id, ...range });

    // The change goes on to the order's row, which is held for a moment (a cancel, say).
    await orderHolder.query('begin');
    await orderHolder.query('select id from orders where id = $1 for no key update', [order.id]);
    await employeeHolder.query('commit');
    await waiting(watcher, 'row', 1);

    // A dispatcher plans day +3 of the new assignment by hand: takes the employee's lock, waits for the row.
    const duties = added.duties.map((d: Duty) => (d.date === day(3) ? { date: d.date, ...byHand } : d));
    const edit = h.call(`/api/assignments/${added.id}`, { method: 'PUT', body: { orderId: order.id, employeeId: second.id, ...range, duties } });
    await waiting(watcher, 'row', 2);
    await orderHolder.query('commit');

    const [changed, edited] = await Promise.all([change, edit]);
    expect({ change: changed.status, edit: edited.status }).toEqual({ change: 200, edit: 200 });
  } finally {
    await employeeHolder.query('rollback').catch(() => undefined);
    await orderHolder.query('rollback').catch(() => undefined);
    await Promise.all([employeeHolder.end(), orderHolder.end(), watcher.end()]);
  }

  const newPattern = (n: number) => (n < 0 ? shift(n, frueh) : shift(n, spaet));
  const days = [-1, 0, 1, 2, 3, 4, 5, 6];
  expect(plan((await h.call(`/api/assignments/${existing.id}`)).body.duties)).toEqual(days.map(newPattern));
  const addedNow = (await h.call(`/api/assignments?employeeId=${second.id}`)).body.items[0];
  expect(plan((await h.call(`/api/assignments/${addedNow.id}`)).body.duties)).toEqual(days.map((n) => (n === 3 ? shift(3, byHand) : newPattern(n))));
}, 120_000);

onServer('a creation and a hand edit queued behind a pattern change: the new assignment follows the new pattern, the stale edit is refused (412)', async () => {
  const facilityId = (await seedFacility(h, { name: 'Haus am Wald' })).id;
  const orderBody = (pattern: unknown) => ({ facilityId, requiredQualification: 'pflegefachkraft', ...range, headcount: 2, shiftPattern: pattern });
  const order = await created(h, '/api/orders', orderBody(everyDay(frueh)));
  const first = await created(h, '/api/employees', anna);
  const second = await created(h, '/api/employees', { ...anna, firstName: 'Ben', lastName: 'Brandt' });
  const existing = await created(h, '/api/assignments', { orderId: order.id, employeeId: first.id, ...range });

  const [orderHolder, watcher] = [h.databaseUrl, h.databaseUrl].map((url) => new pg.Client({ connectionString: url }));
  await Promise.all([orderHolder.connect(), watcher.connect()]);
  try {
    await orderHolder.query('begin');
    await orderHolder.query('select id from orders where id = $1 for no key update', [order.id]);
    // The change holds the first employee's lock and the assignment's row, and waits for the order's row.
    const change = h.call(`/api/orders/${order.id}`, { method: 'PUT', body: orderBody(everyDay(spaet)) });
    await waiting(watcher, 'row', 1);
    // A creation for the order waits behind it for the order's row.
    const creation = h.call('/api/assignments', { body: { orderId: order.id, employeeId: second.id, ...range } });
    await waiting(watcher, 'row', 2);
    // A hand edit of the existing assignment, made on the plan before the change, waits for the employee.
    const duties = existing.duties.map((d: Duty) => (d.date === day(2) ? { date: d.date, ...byHand } : d));
    const edit = h.call(`/api/assignments/${existing.id}`, {
      method: 'PUT',
      body: { orderId: order.id, employeeId: first.id, ...range, duties },
      headers: { 'if-match': `"${existing.version}"` },
    });
    await waiting(watcher, 'advisory', 1);
    await orderHolder.query('commit');

    const [changed, createdNow, edited] = await Promise.all([change, creation, edit]);
    expect({ change: changed.status, creation: createdNow.status, edit: edited.status }).toEqual({ change: 200, creation: 200, edit: 412 });
    const days = [0, 1, 2, 3, 4, 5, 6];
    expect(plan((await h.call(`/api/assignments/${existing.id}`)).body.duties)).toEqual([shift(-1, frueh), ...days.map((n) => shift(n, spaet))]);
    // Saved after the change (the new pattern on the past date too) or before it and regenerated (the old one there).
    const [past, ...future] = plan((await h.call(`/api/assignments/${createdNow.body.id}`)).body.duties);
    expect([shift(-1, frueh), shift(-1, spaet)]).toContain(past);
    expect(future).toEqual(days.map((n) => shift(n, spaet)));
  } finally {
    await orderHolder.query('rollback').catch(() => undefined);
    await Promise.all([orderHolder.end(), watcher.end()]);
  }
}, 120_000);
