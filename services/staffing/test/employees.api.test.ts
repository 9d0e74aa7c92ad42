import { describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { valueLists } from '../src/schema';
import { Harness } from './support/harness';
import { anna, assign, created, eventsFor, world } from './support/fixtures';

const h = Harness.forFile('employees_api');

const setActive = (code: string, active: boolean) =>
  h.svc.db.update(valueLists).set({ active }).where(and(eq(valueLists.listKey, 'qualifications'), eq(valueLists.code, code)));

describe('employees', () => {
  test('the service answers its health probes', async () => {
    expect((await h.call('/health/live')).status).toBe(200);
    expect((await h.call('/health/ready')).status).toBe(200);
  });

  test('when an employee is created, then it can be read back with every field and is announced', async () => {
    const res = await h.call('/api/employees', { body: { ...anna, weeklyHours: 38.5, dateOfBirth: '1990-02-28', city: 'Köln' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...anna, weeklyHours: 38.5, dateOfBirth: '1990-02-28', exitDate: null, active: true, version: 1 });
    expect(res.headers.get('etag')).toBe('"1"');
    expect((await h.call(`/api/employees/${res.body.id}`)).body).toEqual(res.body);
    const [event] = await eventsFor(h, res.body.id);
    expect(event).toMatchObject({ type: 'staffing.employee.created', subject: { type: 'employee', id: res.body.id }, data: res.body });
    expect(event.changes).toContainEqual({ field: 'lastName', before: null, after: 'Müller' });
  });

  test.each([
    ['exitDate before entryDate', { exitDate: '2023-12-31' }, 'exitDate'],
    ['dateOfBirth in the future', { dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    ['an impossible date', { entryDate: '2025-02-29' }, 'entryDate'],
    ['a German date format', { entryDate: '01.01.2024' }, 'entryDate'],
    ['a missing lastName', { lastName: undefined }, 'lastName'],
    ['an unknown qualification', { qualifications: ['astronaut'] }, 'qualifications'],
    ['an unknown field', { shoeSize: 42 }, 'shoeSize'],
  ])('when an employee has %s, then 400 names the field', async (_name, change, field) => {
    const res = await h.call('/api/employees', { body: { ...anna, ...change } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  test('when the employee leaves on the day they enter, then that is allowed', async () => {
    const res = await h.call('/api/employees', { body: { ...anna, exitDate: anna.entryDate } });
    expect(res.status).toBe(200);
  });

  test('when a qualification is deactivated, then new employees cannot get it but existing holders keep it', async () => {
    const holder = await created(h, '/api/employees', { ...anna, qualifications: ['praxisanleiter'] });
    await setActive('praxisanleiter', false);
    try {
      expect((await h.call('/api/employees', { body: { ...anna, qualifications: ['praxisanleiter'] } })).status).toBe(400);
      const kept = await h.call(`/api/employees/${holder.id}`, { method: 'PUT', body: { ...anna, qualifications: ['praxisanleiter'], city: 'Bonn' } });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ qualifications: ['praxisanleiter'], city: 'Bonn', version: 2 });
    } finally {
      await setActive('praxisanleiter', true);
    }
  });

  test('when an employee is replaced with a stale If-Match, then 412; with the current one, every field is replaced', async () => {
    const e = await created(h, '/api/employees', { ...anna, phone: '030 123' });
    expect((await h.call(`/api/employees/${e.id}`, { method: 'PUT', body: anna, headers: { 'if-match': '"5"' } })).status).toBe(412);
    const res = await h.call(`/api/employees/${e.id}`, { method: 'PUT', body: { ...anna, firstName: 'Anne' }, headers: { 'if-match': 'W/"1"' } });
    expect(res.body).toMatchObject({ firstName: 'Anne', phone: null, version: 2 });
    const updated = (await eventsFor(h, e.id))[1];
    expect(updated.changes).toEqual([
      { field: 'firstName', before: 'Anna', after: 'Anne' },
      { field: 'phone', before: '030 123', after: null },
    ]);
  });

  test('when an unknown or malformed id is asked for, then 404 / 400', async () => {
    expect((await h.call(`/api/employees/${uuidv7()}`)).status).toBe(404);
    expect((await h.call(`/api/employees/${uuidv7()}`, { method: 'PUT', body: anna })).status).toBe(404);
    expect((await h.call(`/api/employees/${uuidv7()}`, { method: 'DELETE' })).status).toBe(404);
    expect((await h.call('/api/employees/42')).status).toBe(400);
  });

  test('when employees are searched and filtered, then paging reports the totals', async () => {
    for (const [firstName, lastName] of [['Zora', 'Zimmermann'], ['Zeno', 'Zimmermann'], ['Zita', 'Zander']]) {
      await created(h, '/api/employees', { ...anna, firstName, lastName, qualifications: ['pflegehelfer'], active: lastName === 'Zander' });
    }
    const page = await h.call('/api/employees?search=zimmer&pageSize=1&page=2');
    expect(page.body).toMatchObject({ totalCount: 2, page: 2, pageSize: 1, totalPages: 2 });
    expect(page.body.items[0].firstName).toBe('Zora');
    const inactive = await h.call('/api/employees?qualification=pflegehelfer&active=false');
    expect(inactive.body.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Zeno', 'Zora']);
    expect((await h.call('/api/employees?pageSize=101')).status).toBe(400);
    expect((await h.call('/api/employees?search=%25_%5C')).body.totalCount).toBe(0);
  });

  test('when an employee is deleted, then 204, invisible to reads and announced with a trash label', async () => {
    const e = await created(h, '/api/employees', anna);
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/employees/${e.id}`)).status).toBe(404);
    expect((await h.call('/api/employees?pageSize=100')).body.items.map((x: { id: string }) => x.id)).not.toContain(e.id);
    const deleted = (await eventsFor(h, e.id))[1];
    // the soft delete is an edit: the event carries the record with its next version (docs/events-and-trash.md)
    expect(deleted).toMatchObject({ type: 'staffing.employee.deleted', data: { ...e, version: e.version + 1, updatedAt: expect.any(String), label: 'Müller, Anna' } });
    expect(deleted.data.deletedAt).toMatch(/Z$/);
  });

  test('when an employee still has assignments, then deleting is refused with 409', async () => {
    const { order, employee } = await world(h);
    expect((await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-05' })).status).toBe(200);
    const res = await h.call(`/api/employees/${employee.id}`, { method: 'DELETE' });
    expect([res.status, res.body.code]).toEqual([409, 'EMPLOYEE_IN_USE']);
  });
});
