import { beforeAll, describe, expect, test } from '@jest/globals';
import { readConfig } from '../src/config';
import { Harness } from './support/harness';
import { allSeverities, setSeverities, world } from './support/fixtures';

const h = Harness.forFile('assignments_duties');
beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
});

const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
const spaet = { start: '14:00', end: '22:00', breakMinutes: 30 };
/** Mon–Fri Früh, Wednesday off, Spät at the weekend; Thu 2026-05-07 Spät instead. */
const pattern = { weekdays: { mon: frueh, tue: frueh, thu: frueh, fri: frueh, sat: spaet, sun: spaet }, exceptions: { '2026-05-07': spaet } };
const week = { startDate: '2026-05-04', endDate: '2026-05-10' };

const post = (body: Record<string, unknown>) => h.call('/api/assignments', { body });
const listCount = async (employeeId: string) => (await h.call(`/api/assignments?employeeId=${employeeId}`)).body.totalCount;

describe('assignment duties', () => {
  test('when an assignment is created on a pattern order, then its duties follow the pattern: a day off has none, an exception wins', async () => {
    const { order, employee } = await world(h, { order: { hoursPerDay: null, shiftPattern: pattern } });
    const res = await post({ orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(res.body.duties).toEqual([
      { date: '2026-05-04', ...frueh },
      { date: '2026-05-05', ...frueh },
      { date: '2026-05-07', ...spaet },
      { date: '2026-05-08', ...frueh },
      { date: '2026-05-09', ...spaet },
      { date: '2026-05-10', ...spaet },
    ]);
    expect((await h.call(`/api/assignments/${res.body.id}`)).body.duties).toEqual(res.body.duties);
  });

  test('when an order has only hoursPerDay, then every day of the assignment has a duty without times', async () => {
    const { order, employee } = await world(h, { order: { shiftPattern: undefined, hoursPerDay: 8 } });
    const res = await post({ orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-05' });
    expect(res.body.duties).toEqual([
      { date: '2026-05-04', start: null, end: null, breakMinutes: null },
      { date: '2026-05-05', start: null, end: null, breakMinutes: null },
    ]);
  });

  test('when explicit duties are given, then exactly those are stored (a split shift is two duties on one date)', async () => {
    const { order, employee } = await world(h, { order: { shiftStart: '06:00', shiftEnd: '14:00', hoursPerDay: null } });
    const duties = [
      { date: '2026-05-04', start: '17:00', end: '21:00', breakMinutes: 0 },
      { date: '2026-05-04', start: '06:00', end: '10:00', breakMinutes: 0 },
      { date: '2026-05-06', start: '21:00', end: '06:00', breakMinutes: 45 },
    ];
    const res = await post({ orderId: order.id, employeeId: employee.id, ...week, duties });
    expect(res.status).toBe(200);
    expect(res.body.duties).toEqual([duties[1], duties[0], duties[2]]);
  });

  test('when an assignment is updated, then explicit duties replace the old ones, none keeps them, and a new range regenerates them', async () => {
    const { order, employee } = await world(h, { order: { hoursPerDay: null, shiftPattern: pattern } });
    const base = { orderId: order.id, employeeId: employee.id, ...week };
    const a = (await post(base)).body;
    const put = (body: Record<string, unknown>) => h.call(`/api/assignments/${a.id}`, { method: 'PUT', body });
    const one = [{ date: '2026-05-06', start: '08:00', end: '12:00', breakMinutes: 0 }];
    expect((await put({ ...base, duties: one })).body.duties).toEqual(one);
    expect((await put({ ...base, note: 'kept' })).body.duties).toEqual(one);
    const shorter = await put({ ...base, endDate: '2026-05-05' });
    expect(shorter.body.duties).toEqual([{ date: '2026-05-04', ...frueh }, { date: '2026-05-05', ...frueh }]);
  });

  test.each([
    ['a duty outside the range', [{ date: '2026-05-11', start: '06:00', end: '14:00' }], 'duties.0.date'],
    ['an end equal to the start', [{ date: '2026-05-04', start: '06:00', end: '06:00' }], 'duties.0.end'],
    ['a negative break', [{ date: '2026-05-04', start: '06:00', end: '14:00', breakMinutes: -5 }], 'duties.0.breakMinutes'],
    ['an absurd break', [{ date: '2026-05-04', start: '06:00', end: '14:00', breakMinutes: 600 }], 'duties.0.breakMinutes'],
    ['a break as long as the duty', [{ date: '2026-05-04', start: '06:00', end: '08:00', breakMinutes: 120 }], 'duties.0.breakMinutes'],
    ['a malformed time', [{ date: '2026-05-04', start: '6 Uhr', end: '14:00' }], 'duties.0.start'],
    ['more than 400 duties', Array.from({ length: 401 }, () => ({ date: '2026-05-04', start: '06:00', end: '07:00' })), 'duties'],
  ])('when the duties have %s, then 400 names the field and nothing is saved', async (_name, duties, field) => {
    const { order, employee } = await world(h);
    const res = await post({ orderId: order.id, employeeId: employee.id, ...week, duties });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(await listCount(employee.id)).toBe(0);
  });

  test('when an update has bad duties, then nothing of the assignment changes', async () => {
    const { order, employee } = await world(h, { order: { hoursPerDay: null, shiftPattern: pattern } });
    const base = { orderId: order.id, employeeId: employee.id, ...week };
    const a = (await post(base)).body;
    const res = await h.call(`/api/assignments/${a.id}`, { method: 'PUT', body: { ...base, note: 'x', duties: [{ date: '2026-05-20', start: '06:00', end: '07:00' }] } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['duties.0.date']);
    const after = (await h.call(`/api/assignments/${a.id}`)).body;
    expect(after).toMatchObject({ version: a.version, note: null, duties: a.duties });
  });

  test('when the preview is posted with explicit duties, then it checks them and saves nothing', async () => {
    const { order, employee } = await world(h);
    const res = await h.call('/api/assignments/check', {
      body: { orderId: order.id, employeeId: employee.id, ...week, duties: [{ date: '2026-05-04', start: '06:00', end: '14:00' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ canSave: true });
    const bad = await h.call('/api/assignments/check', {
      body: { orderId: order.id, employeeId: employee.id, ...week, duties: [{ date: '2026-06-04', start: '06:00', end: '14:00' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['duties.0.date']);
    expect(await listCount(employee.id)).toBe(0);
  });
});

describe('PLANNING_TIME_ZONE', () => {
  test('when it is not set, then it is Europe/Berlin; an unknown zone is refused at start', () => {
    expect(readConfig({}).PLANNING_TIME_ZONE).toBe('Europe/Berlin');
    expect(readConfig({ PLANNING_TIME_ZONE: 'America/New_York' }).PLANNING_TIME_ZONE).toBe('America/New_York');
    expect(() => readConfig({ PLANNING_TIME_ZONE: 'Mars/Olympus' })).toThrow(/PLANNING_TIME_ZONE/);
  });
});
