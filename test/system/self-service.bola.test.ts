/**
 * Broken object-level authorization, through the gateway with tokens identity issued: employees A and
 * B, each linked to a user holding the built-in self-service role (`builtIn: 'employee'`). A reaches
 * only A's distances, availability, employee record, absences and assignments — B's answer 404 or
 * are filtered out, whatever ids or filters A sends — and needs no facilities permission to pick a
 * facility.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { Temporal } from 'temporal-polyfill';
import { systemForFile } from './start-system';
import { Caller, records, selfServiceRole, type Json } from './support/office';

const system = systemForFile('sys_self_service_bola');
let admin: Caller;
let a: Caller;
let b: Caller;
const mine: Record<'employee' | 'absence' | 'assignment', Json> = {} as never;
const theirs: Record<'employee' | 'absence' | 'assignment' | 'distance', Json> = {} as never;
let facilities: Json[];

beforeAll(async () => {
  admin = new Caller(system, (await system.login()).token);
  const make = records(admin);
  facilities = [await make.facility({ city: 'Cottbus' }), await make.facility({ city: 'Görlitz', travelCostMode: 'Pauschale', travelCostRate: 15 })];
  const role = await selfServiceRole(admin);
  const order = await make.order(facilities[1].id);
  const people: Caller[] = [];
  for (const [slot, name] of [[mine, 'Amira'], [theirs, 'Bruno']] as const) {
    slot.employee = await make.employee({ firstName: name });
    slot.absence = await make.absence(slot.employee.id);
    slot.assignment = await make.assignment(order, slot.employee.id);
    const password = `${name.toLowerCase()}-self-service-password`;
    const user = await make.user({ password, roleIds: [role.id], employeeId: slot.employee.id });
    people.push(new Caller(system, (await system.login(user.email, password)).token));
  }
  [a, b] = people;
  theirs.distance = await b.post('/api/me/distances', { facilityId: facilities[0].id, km: 40 });
}, 180_000);

const status = async (caller: Caller, method: string, path: string, body?: unknown) => (await caller.send(method, path, { body })).status;
const ids = (page: Json) => page.items.map((item: Json) => item.id);

describe('distances of someone else (/api/me/distances)', () => {
  test('A cannot read, change or delete B’s entry: 404, and B’s entry stays as it was', async () => {
    const path = `/api/me/distances/${theirs.distance.id}`;
    expect(await status(a, 'get', path)).toBe(404);
    expect(await status(a, 'put', path, { km: 1 })).toBe(404);
    expect(await status(a, 'delete', path)).toBe(404);
    expect(await b.get(path)).toEqual(theirs.distance);
    expect(await admin.get(`/api/employee-distances/${theirs.distance.id}`)).toMatchObject({ employeeId: theirs.employee.id, km: 40, version: 1 });
  });

  test('no filter of A’s list reaches B’s entries', async () => {
    for (const query of ['', `?employeeId=${theirs.employee.id}`, `?facilityId=${facilities[0].id}`, `?employeeId=${theirs.employee.id}&facilityId=${facilities[0].id}`]) {
      const page = await a.get(`/api/me/distances${query}`);
      expect(ids(page)).not.toContain(theirs.distance.id);
      expect(page.items.every((d: Json) => d.employeeId === mine.employee.id)).toBe(true);
    }
  });

  test('A cannot create an entry for B: the employee is never taken from the body (400)', async () => {
    expect(await status(a, 'post', '/api/me/distances', { employeeId: theirs.employee.id, facilityId: facilities[1].id, km: 3 })).toBe(400);
  });

  test('the office routes stay closed to A (not Own-capable): 403', async () => {
    expect(await status(a, 'get', '/api/employee-distances')).toBe(403);
    expect(await status(a, 'get', `/api/employee-distances/${theirs.distance.id}`)).toBe(403);
    expect(await status(a, 'post', '/api/employee-distances', { employeeId: theirs.employee.id, facilityId: facilities[1].id, km: 3 })).toBe(403);
  });
});

describe('availability of someone else (/api/me/availability)', () => {
  const date = Temporal.Now.plainDateISO('Europe/Berlin').add({ days: 20 }).toString();

  test('A states and reads only A’s days; B’s stay as they were, and the office routes are closed to A (403)', async () => {
    await b.put('/api/me/availability', { days: [{ date, status: 'unavailable', note: 'B' }] });
    const stated = await a.put('/api/me/availability', { days: [{ date, status: 'available', shifts: ['late'] }] });
    expect(stated).toMatchObject({ employeeId: mine.employee.id, days: [{ date, status: 'available', shifts: ['late'] }] });
    expect(await status(a, 'put', '/api/me/availability', { employeeId: theirs.employee.id, days: [{ date, status: null }] })).toBe(400);
    expect((await a.get(`/api/me/availability?employeeId=${theirs.employee.id}`)).employeeId).toBe(mine.employee.id);
    expect(await status(a, 'get', `/api/employees/${theirs.employee.id}/availability`)).toBe(403);
    expect(await status(a, 'put', `/api/employees/${theirs.employee.id}/availability`, { days: [{ date, status: null }] })).toBe(403);
    expect((await b.get('/api/me/availability')).days).toEqual([expect.objectContaining({ date, status: 'unavailable', note: 'B' })]);
    expect((await admin.get(`/api/employees/${theirs.employee.id}/availability`)).days).toEqual([expect.objectContaining({ date, status: 'unavailable' })]);
  });
});

describe('A manages A’s own distances', () => {
  test('A picks a facility from the directory without any facilities permission, then creates, lists, edits and deletes an entry', async () => {
    expect(await status(a, 'get', '/api/facilities')).toBe(403);
    expect(await status(a, 'get', `/api/facilities/${facilities[0].id}`)).toBe(403);
    const directory = await a.get('/api/me/facility-directory?search=cottbus');
    expect(directory.items).toEqual([{ id: facilities[0].id, name: facilities[0].name, city: 'Cottbus' }]);

    const created = await a.post('/api/me/distances', { facilityId: directory.items[0].id, km: 12.3 });
    expect(created).toMatchObject({ employeeId: mine.employee.id, facilityId: facilities[0].id, facilityName: facilities[0].name, km: 12.3, version: 1 });
    expect(ids(await a.get('/api/me/distances'))).toEqual([created.id]);
    const edited = await a.send('put', `/api/me/distances/${created.id}`, { body: { km: 13 }, headers: { 'if-match': '"1"' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ km: 13, version: 2 });
    expect(await status(a, 'delete', `/api/me/distances/${created.id}`)).toBe(204);
    expect(await status(a, 'get', `/api/me/distances/${created.id}`)).toBe(404);
    expect(await status(b, 'get', `/api/me/distances/${theirs.distance.id}`)).toBe(200);
  });
});

describe('office records through the Own-capable routes', () => {
  test('employees: A sees only A’s record; B’s answers 404', async () => {
    expect(await status(a, 'get', `/api/employees/${theirs.employee.id}`)).toBe(404);
    expect((await a.get(`/api/employees/${mine.employee.id}`)).id).toBe(mine.employee.id);
    expect(ids(await a.get('/api/employees'))).toEqual([mine.employee.id]);
    expect(ids(await a.get(`/api/employees?search=${encodeURIComponent(theirs.employee.firstName)}`))).toEqual([]);
    expect(await status(a, 'put', `/api/employees/${mine.employee.id}`, { firstName: 'X', lastName: 'Y', entryDate: '2020-01-01' })).toBe(403);
  });

  test('absences: B’s answers 404, lists hold only A’s, also when filtered by B', async () => {
    expect(await status(a, 'get', `/api/absences/${theirs.absence.id}`)).toBe(404);
    expect((await a.get(`/api/absences/${mine.absence.id}`)).id).toBe(mine.absence.id);
    expect(ids(await a.get('/api/absences'))).toEqual([mine.absence.id]);
    expect(ids(await a.get(`/api/absences?employeeId=${theirs.employee.id}`))).toEqual([]);
    expect(await status(a, 'delete', `/api/absences/${theirs.absence.id}`)).toBe(403);
  });

  test('assignments: B’s answers 404 (also its travel cost), lists hold only A’s, also when filtered by B', async () => {
    expect(await status(a, 'get', `/api/assignments/${theirs.assignment.id}`)).toBe(404);
    expect(await status(a, 'get', `/api/assignments/${theirs.assignment.id}/travel-cost`)).toBe(404);
    expect((await a.get(`/api/assignments/${mine.assignment.id}`)).id).toBe(mine.assignment.id);
    expect(await status(a, 'get', `/api/assignments/${mine.assignment.id}/travel-cost`)).toBe(200);
    expect(ids(await a.get('/api/assignments'))).toEqual([mine.assignment.id]);
    expect(ids(await a.get(`/api/assignments?employeeId=${theirs.employee.id}`))).toEqual([]);
    expect(ids(await a.get(`/api/assignments?orderId=${theirs.assignment.orderId}`))).toEqual([mine.assignment.id]);
  });

  test('B, symmetrically, sees only B’s records', async () => {
    expect(await status(b, 'get', `/api/employees/${mine.employee.id}`)).toBe(404);
    expect(ids(await b.get('/api/absences'))).toEqual([theirs.absence.id]);
    expect(ids(await b.get('/api/assignments'))).toEqual([theirs.assignment.id]);
  });
});
