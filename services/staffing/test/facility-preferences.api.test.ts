import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { anna, created, eventsFor, seedFacility } from './support/fixtures';

const h = Harness.forFile('facility_preferences_api');

const path = '/api/employee-facility-preferences';
const employee = (firstName = 'Anna') => created(h, '/api/employees', { ...anna, firstName });
const blocked = (employeeId: string, facilityId: string, reason = 'Mehrfach unpünktlich') => ({ employeeId, facilityId, preference: 'blocked', reason });

describe('the office records clients’ wishes', () => {
  test('when a facility blocks an employee, then the wish is stored with who and when, answered and announced', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h, { name: 'Haus Sonne' })]);
    const res = await h.call(path, { body: blocked(e.id, f.id) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      affectedAssignments: { items: [], truncated: false },
      employeeId: e.id,
      employeeName: 'Müller, Anna',
      facilityId: f.id,
      facilityName: 'Haus Sonne',
      preference: 'blocked',
      reason: 'Mehrfach unpünktlich',
      createdBy: { userId: expect.any(String), name: 'Admin Tester' },
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { affectedAssignments: _planned, ...record } = res.body;
    expect((await h.call(`${path}/${res.body.id}`)).body).toEqual(record);
    const [event] = await eventsFor(h, res.body.id);
    expect(event).toMatchObject({ type: 'staffing.employeeFacilityPreference.created', subject: { type: 'employeeFacilityPreference', id: res.body.id } });
    expect(event.data).toEqual(record);
    expect(event.changes).toEqual(expect.arrayContaining([{ field: 'preference', before: null, after: 'blocked' }]));
  });

  test('when a facility prefers an employee, then no reason is needed', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const res = await h.call(path, { body: { employeeId: e.id, facilityId: f.id, preference: 'preferred' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ preference: 'preferred', reason: null });
  });

  test.each([
    ['without a reason', undefined],
    ['with a null reason', null],
    ['with a blank reason', '   '],
  ])('when a block comes %s, then 400 naming reason and nothing is saved', async (_name, reason) => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const res = await h.call(path, { body: { employeeId: e.id, facilityId: f.id, preference: 'blocked', ...(reason === undefined ? {} : { reason }) } });
    expect(res.status).toBe(400);
    expect(res.body.errors.reason).toEqual(['is required when the facility blocks the employee']);
    expect((await h.call(`${path}?employeeId=${e.id}`)).body.totalCount).toBe(0);
  });

  test.each([
    ['an unknown preference', { preference: 'maybe' }, 'preference'],
    ['a reason of 1001 characters', { reason: 'x'.repeat(1001) }, 'reason'],
    ['an unknown field', { note: 'x' }, 'note'],
  ])('when the body has %s, then 400 naming the field', async (_name, extra, field) => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const res = await h.call(path, { body: { ...blocked(e.id, f.id), ...extra } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  test('when the employee or facility does not exist (or the employee is in the trash), then 404 naming the field, nothing saved', async () => {
    const [e, f, gone] = await Promise.all([employee(), seedFacility(h), employee('Gone')]);
    const noEmployee = await h.call(path, { body: blocked(uuidv7(), f.id) });
    expect(noEmployee.status).toBe(404);
    expect(noEmployee.body).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND', errors: { employeeId: ['does not exist'] } });
    const noFacility = await h.call(path, { body: blocked(e.id, uuidv7()) });
    expect(noFacility.status).toBe(404);
    expect(noFacility.body).toMatchObject({ code: 'FACILITY_NOT_FOUND', errors: { facilityId: ['does not exist'] } });
    expect((await h.call(`/api/employees/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(path, { body: blocked(gone.id, f.id) })).body).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND' });
    expect((await h.call(`${path}?facilityId=${f.id}`)).body.totalCount).toBe(0);
  });

  test('when the same pair is recorded again, then 409 PREFERENCE_EXISTS naming the existing one; ten at once save exactly one', async () => {
    const [e, f, e2] = await Promise.all([employee(), seedFacility(h), employee('Zehn')]);
    const first = await created(h, path, blocked(e.id, f.id));
    const again = await h.call(path, { body: { employeeId: e.id, facilityId: f.id, preference: 'preferred' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PREFERENCE_EXISTS', preferenceId: first.id });
    expect((await h.call(`${path}/${first.id}`)).body.preference).toBe('blocked');
    const results = await Promise.all(Array.from({ length: 10 }, () => h.call(path, { body: blocked(e2.id, f.id) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await h.call(`${path}?employeeId=${e2.id}`)).body.totalCount).toBe(1);
  });

  test('when the list is filtered by employee, facility or preference, then only matching wishes come, paged, by employee then facility name', async () => {
    const [e1, e2, f1, f2] = await Promise.all([employee('Carla'), employee('Dora'), seedFacility(h, { name: 'Alpha' }), seedFacility(h, { name: 'Beta' })]);
    await created(h, path, blocked(e1.id, f2.id));
    await created(h, path, { employeeId: e1.id, facilityId: f1.id, preference: 'preferred' });
    await created(h, path, blocked(e2.id, f1.id));
    const byEmployee = await h.call(`${path}?employeeId=${e1.id}&pageSize=1`);
    expect(byEmployee.body).toMatchObject({ totalCount: 2, totalPages: 2, pageSize: 1 });
    expect(byEmployee.body.items[0].facilityName).toBe('Alpha');
    const byFacility = await h.call(`${path}?facilityId=${f1.id}`);
    expect(byFacility.body.items.map((p: { employeeName: string }) => p.employeeName)).toEqual(['Müller, Carla', 'Müller, Dora']);
    const blocks = await h.call(`${path}?facilityId=${f1.id}&preference=blocked`);
    expect(blocks.body.items.map((p: { employeeId: string }) => p.employeeId)).toEqual([e2.id]);
  });

  test('when a wish is deleted, then it is gone for good (If-Match honoured) and announced with its label; the pair is free again', async () => {
    const [e, f] = await Promise.all([employee('Berta'), seedFacility(h, { name: 'Haus Mond' })]);
    const p = await created(h, path, blocked(e.id, f.id));
    expect((await h.call(`${path}/${p.id}`, { method: 'DELETE', headers: { 'if-match': '"2"' } })).status).toBe(412);
    expect((await h.call(`${path}/${p.id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } })).status).toBe(204);
    expect((await h.call(`${path}/${p.id}`)).status).toBe(404);
    expect((await h.call(`${path}/${p.id}`, { method: 'DELETE' })).status).toBe(404);
    const [, deleted] = await eventsFor(h, p.id);
    expect(deleted).toMatchObject({ type: 'staffing.employeeFacilityPreference.deleted', data: { id: p.id, reason: 'Mehrfach unpünktlich', label: 'Müller, Berta – Haus Mond: blocked' } });
    expect((await h.call(path, { body: { employeeId: e.id, facilityId: f.id, preference: 'preferred' } })).status).toBe(200);
  });

  test('when the employee is in the trash, then their wishes are hidden; restored, they are back; purged, they are deleted and announced', async () => {
    const [e, f] = await Promise.all([employee('Erika'), seedFacility(h)]);
    const p = await created(h, path, blocked(e.id, f.id));
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`${path}/${p.id}`)).status).toBe(404);
    expect((await h.call(`${path}?facilityId=${f.id}`)).body.totalCount).toBe(0);
    expect((await h.call(`/api/trash/employees/${e.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect((await h.call(`${path}/${p.id}`)).body.preference).toBe('blocked');
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/trash/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await eventsFor(h, p.id)).at(-1)).toMatchObject({ type: 'staffing.employeeFacilityPreference.deleted', data: { label: expect.stringContaining('Müller, Erika') } });
  });

  test('when the caller lacks the module, or holds it at Own scope only, then 403 on every route', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const p = await created(h, path, { employeeId: e.id, facilityId: f.id, preference: 'preferred' });
    const without = await h.token({ employees: { read: 'All', create: 'All', delete: 'All' }, distances: { read: 'All' } }, null);
    const ownOnly = await h.token({ employeeFacilityPreferences: { read: 'Own', create: 'Own', delete: 'Own' } }, e.id);
    for (const token of [without, ownOnly]) {
      expect((await h.call(path, { token })).status).toBe(403);
      expect((await h.call(`${path}/${p.id}`, { token })).status).toBe(403);
      expect((await h.call(path, { token, body: blocked(e.id, f.id) })).status).toBe(403);
      expect((await h.call(`${path}/${p.id}`, { token, method: 'DELETE' })).status).toBe(403);
    }
    expect((await h.call(`${path}/${p.id}`)).status).toBe(200);
  });
});
