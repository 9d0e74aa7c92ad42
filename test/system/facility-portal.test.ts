/**
 * The facility portal through the gateway with tokens identity issued (docs/billing.md, "Who
 * confirms"): the ward offices of facilities A and B, each a user with the built-in role
 * Einrichtung linked to its facility (claim `fac`). A sees and confirms or disputes only A's
 * timesheets, sees only A's orders and their employees' names and qualifications; B's answer 404.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { systemForFile } from './start-system';
import { Caller, records, type Json } from './support/office';
import { pastWeek, wardOffice, type Ward } from './support/facility-portal';

const system = systemForFile('sys_facility_portal');
const week = pastWeek(2);
let admin: Caller;
let a: Ward;
let b: Ward;
let unlinked: Caller;
let withoutRole: Caller;

beforeAll(async () => {
  admin = new Caller(system, (await system.login()).token);
  const make = records(admin);
  a = await wardOffice(system, admin, make, week, 'Linde');
  b = await wardOffice(system, admin, make, week, 'Eiche');
  const portalRole = a.user.roleIds;
  const noLink = await make.user({ password: 'unlinked-ward-password', roleIds: portalRole });
  unlinked = new Caller(system, (await system.login(noLink.email, 'unlinked-ward-password')).token);
  const noRole = await make.user({ password: 'no-role-ward-password', roleIds: [], facilityId: a.facility.id });
  withoutRole = new Caller(system, (await system.login(noRole.email, 'no-role-ward-password')).token);
}, 240_000);

const status = async (caller: Caller, method: string, path: string, body?: unknown) => (await caller.send(method, path, { body })).status;
const ids = (page: Json) => page.items.map((item: Json) => item.id).sort();
const sheetPath = (sheet: Json, step = '') => `/api/facility-portal/timesheets/${sheet.id}${step}`;
const dispute = (sheet: Json) => ({ comment: 'Bitte prüfen', rows: [{ date: sheet.rows[0].date, position: sheet.rows[0].position, disputeComment: 'Ende 13:30, nicht 14:00' }] });

describe('timesheets of the ward office', () => {
  test('A lists exactly A’s timesheets of the week, by state too; B exactly B’s', async () => {
    expect(ids(await a.caller.get(`/api/facility-portal/timesheets?week=${week.week}`))).toEqual(a.sheets.map((s) => s.id).sort());
    expect(ids(await b.caller.get(`/api/facility-portal/timesheets?week=${week.week}&state=submitted`))).toEqual(b.sheets.map((s) => s.id).sort());
    expect((await a.caller.get(`/api/facility-portal/timesheets?week=${week.week}&state=confirmed`)).items.every((t: Json) => t.facilityId === a.facility.id)).toBe(true);
  });

  test('a timesheet by id: the duties planned vs actual, no findings; the keys are exactly the summary’s and rows', async () => {
    const sheet = await a.caller.get(sheetPath(a.sheets[0]));
    const { findings: _findings, ...office } = await admin.get(`/api/timesheets/${a.sheets[0].id}`);
    expect(sheet).toEqual(office);
    expect(Object.keys(sheet)).not.toContain('findings');
    expect(sheet.rows[0]).toMatchObject({ plannedStart: '06:00', plannedEnd: '14:00', actualStart: `${sheet.rows[0].date}T06:00`, actualEnd: `${sheet.rows[0].date}T14:00` });
  });

  test('another facility’s timesheet answers 404 on get, confirm and dispute, and stays as it was', async () => {
    const theirs = b.sheets[0];
    expect(await status(a.caller, 'get', sheetPath(theirs))).toBe(404);
    expect(await status(a.caller, 'post', sheetPath(theirs, '/confirm'))).toBe(404);
    expect(await status(a.caller, 'post', sheetPath(theirs, '/dispute'), dispute(theirs))).toBe(404);
    expect(await admin.get(`/api/timesheets/${theirs.id}`)).toMatchObject({ state: 'submitted', version: theirs.version, confirmed: null, disputed: null });
  });

  test('A confirms A’s submitted timesheet: who and when recorded; confirming it again → 409; the office sees it confirmed', async () => {
    const confirmed = await a.caller.post(sheetPath(a.sheets[0], '/confirm'), undefined);
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmed: { at: expect.any(String), by: { userId: a.user.id, name: a.user.displayName } } });
    expect(Object.keys(confirmed)).not.toContain('findings');
    const again = await a.caller.send('post', sheetPath(a.sheets[0], '/confirm'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'TIMESHEET_TRANSITION_NOT_ALLOWED', state: 'confirmed' });
    expect(await status(a.caller, 'post', sheetPath(a.sheets[0], '/dispute'), dispute(a.sheets[0]))).toBe(409);
    expect(await admin.get(`/api/timesheets/${a.sheets[0].id}`)).toMatchObject({ state: 'confirmed', confirmed: { by: { userId: a.user.id } } });
  });

  test('A disputes A’s other timesheet with a comment per duty; the office corrects and submits it again (office routes unchanged)', async () => {
    const sheet = a.sheets[1];
    const disputed = await a.caller.post(sheetPath(sheet, '/dispute'), dispute(sheet));
    expect(disputed).toMatchObject({ state: 'disputed', disputeComment: 'Bitte prüfen', disputed: { by: { userId: a.user.id, name: a.user.displayName } } });
    expect(disputed.rows[0].disputeComment).toBe('Ende 13:30, nicht 14:00');
    const row = disputed.rows[0];
    await admin.put(`/api/timesheets/${sheet.id}`, { rows: [{ date: row.date, position: row.position, actualStart: row.actualStart, actualEnd: `${row.date}T13:30`, actualBreakMinutes: 30 }] });
    expect(await admin.post(`/api/timesheets/${sheet.id}/submit`, undefined)).toMatchObject({ state: 'submitted' });
    expect((await a.caller.get(sheetPath(sheet))).rows[0]).toMatchObject({ actualEnd: `${row.date}T13:30`, actualEntered: true });
  });
});

describe('orders and who comes', () => {
  test('A lists only A’s orders (without the office’s notes); B’s order answers 404, also its assignments', async () => {
    const page = await a.caller.get('/api/facility-portal/orders?pageSize=100');
    expect(ids(page)).toEqual([a.order.id]);
    const { notes: _notes, ...order } = a.order;
    expect(page.items[0]).toEqual({ ...order, status: expect.any(String), version: expect.any(Number), updatedAt: expect.any(String) });
    expect(await a.caller.get(`/api/facility-portal/orders/${a.order.id}`)).toEqual(page.items[0]);
    expect(await status(a.caller, 'get', `/api/facility-portal/orders/${b.order.id}`)).toBe(404);
    expect(await status(a.caller, 'get', `/api/facility-portal/orders/${b.order.id}/assignments`)).toBe(404);
  });

  test('the assigned employees: names and qualifications, nothing else (exact key sets)', async () => {
    const page = await a.caller.get(`/api/facility-portal/orders/${a.order.id}/assignments`);
    expect(page.items).toHaveLength(2);
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(['employee', 'endDate', 'id', 'orderId', 'startDate']);
      expect(Object.keys(item.employee).sort()).toEqual(['firstName', 'lastName', 'qualifications']);
    }
    const expected = a.employees.map((e) => ({ firstName: e.firstName, lastName: e.lastName, qualifications: e.qualifications }));
    expect(page.items.map((i: Json) => i.employee)).toEqual(expect.arrayContaining(expected));
  });

  test('a date window (the ward’s week): orders and assignments overlapping it, both ends inclusive; to before from → 400 naming query.to', async () => {
    // The order runs Monday–Friday of that week; its assignments too.
    const day = (n: number) => week.monday.add({ days: n }).toString();
    const orders = (from: number, to: number) => a.caller.get(`/api/facility-portal/orders?from=${day(from)}&to=${day(to)}`);
    const assigned = async (from: number, to: number) => (await a.caller.get(`/api/facility-portal/orders/${a.order.id}/assignments?from=${day(from)}&to=${day(to)}`)).items.length;
    expect(ids(await orders(0, 6))).toEqual([a.order.id]);
    expect(ids(await orders(4, 4))).toEqual([a.order.id]);
    expect(ids(await orders(-7, 0))).toEqual([a.order.id]);
    expect((await orders(5, 11)).items).toEqual([]);
    expect((await orders(-7, -1)).items).toEqual([]);
    expect([await assigned(0, 6), await assigned(4, 4), await assigned(5, 11), await assigned(-3, -1)]).toEqual([2, 2, 0, 0]);
    for (const path of ['/api/facility-portal/orders', `/api/facility-portal/orders/${a.order.id}/assignments`]) {
      const reply = await a.caller.send('get', `${path}?from=${day(4)}&to=${day(3)}`);
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual(['query.to']);
    }
  });
});

describe('who sees nothing', () => {
  const routes = (w: () => Ward) => [
    ['get', '/api/facility-portal/orders'],
    ['get', `/api/facility-portal/orders/${w().order.id}`],
    ['get', `/api/facility-portal/orders/${w().order.id}/assignments`],
    ['get', `/api/facility-portal/timesheets?week=${week.week}`],
    ['get', sheetPath(w().sheets[1])],
    ['post', sheetPath(w().sheets[1], '/confirm')],
  ];

  test('a user linked to the facility without the portal permission: 403 on every route', async () => {
    for (const [method, path] of routes(() => a)) expect(await status(withoutRole, method, path)).toBe(403);
    expect(await status(withoutRole, 'post', sheetPath(a.sheets[1], '/dispute'), dispute(a.sheets[1]))).toBe(403);
  });

  test('a portal user linked to no facility, and the administrator (All, no facility): empty lists, 404 by id', async () => {
    for (const caller of [unlinked, admin]) {
      expect((await caller.get('/api/facility-portal/orders')).items).toEqual([]);
      expect((await caller.get(`/api/facility-portal/timesheets?week=${week.week}`)).items).toEqual([]);
      expect(await status(caller, 'get', sheetPath(b.sheets[1]))).toBe(404);
      expect(await status(caller, 'post', sheetPath(b.sheets[1], '/confirm'))).toBe(404);
      expect(await status(caller, 'get', `/api/facility-portal/orders/${b.order.id}`)).toBe(404);
    }
  });

  test('the office routes stay closed to a ward office: 403', async () => {
    expect(await status(a.caller, 'get', `/api/timesheets?week=${week.week}`)).toBe(403);
    expect(await status(a.caller, 'post', `/api/timesheets/${a.sheets[1].id}/confirm`)).toBe(403);
    expect(await status(a.caller, 'get', '/api/orders')).toBe(403);
    expect(await status(a.caller, 'get', `/api/employees/${a.employees[0].id}`)).toBe(403);
  });
});
