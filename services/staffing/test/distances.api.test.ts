import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { anna, created, eventsFor, seedFacility } from './support/fixtures';

const h = Harness.forFile('distances_api');

const path = '/api/employee-distances';
const employee = (firstName = 'Anna') => created(h, '/api/employees', { ...anna, firstName });

describe('office distances', () => {
  test('when a distance is recorded, then it answers with the facility name, an ETag and is announced', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h, { name: 'Haus Sonne' })]);
    const res = await h.call(path, { body: { employeeId: e.id, facilityId: f.id, km: 12.5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ employeeId: e.id, facilityId: f.id, facilityName: 'Haus Sonne', km: 12.5, version: 1 });
    expect(res.headers.get('etag')).toBe('"1"');
    expect((await h.call(`${path}/${res.body.id}`)).body).toEqual(res.body);
    const [event] = await eventsFor(h, res.body.id);
    expect(event).toMatchObject({ type: 'staffing.distance.created', subject: { type: 'distance', id: res.body.id }, data: res.body });
    expect(event.changes).toEqual(expect.arrayContaining([{ field: 'km', before: null, after: 12.5 }]));
  });

  test('when the same employee and facility are recorded again, then 409 DISTANCE_EXISTS', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const first = await created(h, path, { employeeId: e.id, facilityId: f.id, km: 3 });
    const dup = await h.call(path, { body: { employeeId: e.id, facilityId: f.id, km: 4 } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DISTANCE_EXISTS', distanceId: first.id });
  });

  test('when the same pair is recorded by ten requests at once, then exactly one is saved and the others get 409', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => h.call(path, { body: { employeeId: e.id, facilityId: f.id, km: i + 1 } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await h.call(`${path}?employeeId=${e.id}`)).body.totalCount).toBe(1);
  });

  test.each([
    ['zero', 0],
    ['negative', -5],
    ['two decimals', 12.25],
    ['a string', '12'],
    ['absurdly far', 10_000],
  ])('when km is %s, then 400 naming km', async (_name, km) => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const res = await h.call(path, { body: { employeeId: e.id, facilityId: f.id, km } });
    expect(res.status).toBe(400);
    expect(res.body.errors.km).toBeDefined();
  });

  test('when the employee or facility does not exist, then 404 naming the field', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const noEmployee = await h.call(path, { body: { employeeId: uuidv7(), facilityId: f.id, km: 1 } });
    expect(noEmployee.status).toBe(404);
    expect(noEmployee.body).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND', errors: { employeeId: ['does not exist'] } });
    const noFacility = await h.call(path, { body: { employeeId: e.id, facilityId: uuidv7(), km: 1 } });
    expect(noFacility.status).toBe(404);
    expect(noFacility.body).toMatchObject({ code: 'FACILITY_NOT_FOUND', errors: { facilityId: ['does not exist'] } });
  });

  test('when the km are changed with the right version, then stored and announced with the change; stale → 412', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h)]);
    const d = await created(h, path, { employeeId: e.id, facilityId: f.id, km: 7 });
    const res = await h.call(`${path}/${d.id}`, { method: 'PUT', body: { km: 7.5 }, headers: { 'if-match': '"1"' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ km: 7.5, version: 2 });
    const stale = await h.call(`${path}/${d.id}`, { method: 'PUT', body: { km: 9 }, headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    // The employee is read-only: sent back unchanged it is ignored (docs/platform.md, "Read, change, save"), another → 400.
    const moved = await h.call(`${path}/${d.id}`, { method: 'PUT', body: { km: 9, employeeId: (await employee()).id } });
    expect({ status: moved.status, errors: moved.body.errors }).toEqual({ status: 400, errors: { employeeId: [expect.stringContaining('read-only')] } });
    const events = await eventsFor(h, d.id);
    expect(events[1]).toMatchObject({ type: 'staffing.distance.updated', changes: [{ field: 'km', before: 7, after: 7.5 }] });
  });

  test('when a distance is deleted, then it is gone for good (no trash) and announced with its label', async () => {
    const [e, f] = await Promise.all([employee('Berta'), seedFacility(h, { name: 'Haus Mond' })]);
    const d = await created(h, path, { employeeId: e.id, facilityId: f.id, km: 2 });
    expect((await h.call(`${path}/${d.id}`, { method: 'DELETE', headers: { 'if-match': '"2"' } })).status).toBe(412);
    expect((await h.call(`${path}/${d.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`${path}/${d.id}`)).status).toBe(404);
    expect((await h.call(`/api/trash/distances/${d.id}/restore`, { method: 'POST' })).status).toBe(404);
    const [, deleted] = await eventsFor(h, d.id);
    expect(deleted).toMatchObject({ type: 'staffing.distance.deleted', data: { id: d.id, km: 2, label: 'Müller, Berta – Haus Mond' } });
    expect((await h.call(path, { body: { employeeId: e.id, facilityId: f.id, km: 2.5 } })).status).toBe(200);
  });

  test('when the list is filtered by employee and facility, then only matching entries come, paged', async () => {
    const [e1, e2, f1, f2] = await Promise.all([employee('Carla'), employee('Dora'), seedFacility(h, { name: 'Alpha' }), seedFacility(h, { name: 'Beta' })]);
    for (const [e, f] of [[e1, f1], [e1, f2], [e2, f1]]) await created(h, path, { employeeId: e.id, facilityId: f.id, km: 1 });
    const byEmployee = await h.call(`${path}?employeeId=${e1.id}&pageSize=1`);
    expect(byEmployee.body).toMatchObject({ totalCount: 2, totalPages: 2, pageSize: 1 });
    expect(byEmployee.body.items[0].facilityName).toBe('Alpha');
    const byFacility = await h.call(`${path}?facilityId=${f1.id}`);
    expect(byFacility.body.items.map((d: { employeeId: string }) => d.employeeId).sort()).toEqual([e1.id, e2.id].sort());
    const both = await h.call(`${path}?facilityId=${f2.id}&employeeId=${e1.id}`);
    expect(both.body.totalCount).toBe(1);
  });

  test('when the employee is in the trash, then their distances are hidden; restored, they are back; purged, they are deleted', async () => {
    const [e, f] = await Promise.all([employee('Erika'), seedFacility(h)]);
    const d = await created(h, path, { employeeId: e.id, facilityId: f.id, km: 30 });
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`${path}/${d.id}`)).status).toBe(404);
    expect((await h.call(`${path}?employeeId=${e.id}`)).body.totalCount).toBe(0);
    expect((await h.call(path, { body: { employeeId: e.id, facilityId: f.id, km: 1 } })).status).toBe(404);
    expect((await h.call(`/api/trash/employees/${e.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect((await h.call(`${path}/${d.id}`)).body.km).toBe(30);
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/trash/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await eventsFor(h, d.id)).at(-1)).toMatchObject({ type: 'staffing.distance.deleted' });
  });

  test('when the caller has distances at Own scope, then the office routes answer 403 (self-service is /api/me/distances)', async () => {
    const e = await employee();
    const token = await h.token({ distances: { read: 'Own', create: 'Own' } }, e.id);
    expect((await h.call(path, { token })).status).toBe(403);
    expect((await h.call(path, { token, body: { employeeId: e.id, facilityId: uuidv7(), km: 1 } })).status).toBe(403);
  });
});
