import { beforeAll, describe, expect, test } from '@jest/globals';
import type { PermissionMap } from '@cs/contracts';
import { Harness } from './support/harness';
import { anna, created, eventsFor, seedFacility } from './support/fixtures';

/** BOLA: an employee with `distances` at Own scope and no facilities permission, linked to employee A. */
const h = Harness.forFile('distances_self_service');
let a: { id: string };
let b: { id: string };
let facilities: Array<{ id: string; name: string }>;
let theirs: { id: string };
let tokenA: string;

const own: PermissionMap = { distances: { read: 'Own', create: 'Own', update: 'Own', delete: 'Own' } };
const me = '/api/me/distances';

beforeAll(async () => {
  [a, b] = await Promise.all([created(h, '/api/employees', { ...anna, firstName: 'Amira' }), created(h, '/api/employees', { ...anna, firstName: 'Bruno' })]);
  facilities = await Promise.all([
    seedFacility(h, { name: 'Seniorenheim Am Park', city: 'Potsdam' }),
    seedFacility(h, { name: 'Haus Lindenhof', city: 'Berlin' }),
  ]);
  theirs = await created(h, '/api/employee-distances', { employeeId: b.id, facilityId: facilities[0].id, km: 40 });
  tokenA = await h.token(own, a.id);
});

describe('self-service distances', () => {
  test('when an employee records a distance, then it is theirs (employee from the token) and announced with them as actor', async () => {
    const res = await h.call(me, { token: tokenA, body: { facilityId: facilities[0].id, km: 8.5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ employeeId: a.id, facilityId: facilities[0].id, facilityName: 'Seniorenheim Am Park', km: 8.5 });
    const list = await h.call(me, { token: tokenA });
    expect(list.body.items.map((d: { id: string }) => d.id)).toEqual([res.body.id]);
    const changed = await h.call(`${me}/${res.body.id}`, { token: tokenA, method: 'PUT', body: { km: 9 }, headers: { 'if-match': '"1"' } });
    expect(changed.body).toMatchObject({ km: 9, version: 2 });
    const [event] = await eventsFor(h, res.body.id);
    expect(event.actor).toMatchObject({ employeeId: a.id });
  });

  test('when the body names another employee, then 400 (the employee is never taken from the body)', async () => {
    const res = await h.call(me, { token: tokenA, body: { employeeId: b.id, facilityId: facilities[1].id, km: 3 } });
    expect(res.status).toBe(400);
    expect(res.body.errors.employeeId).toEqual(['is not a known field']);
  });

  test('when A reads, changes or deletes B’s entry, then 404 and B’s entry is untouched', async () => {
    expect((await h.call(`${me}/${theirs.id}`, { token: tokenA })).status).toBe(404);
    expect((await h.call(`${me}/${theirs.id}`, { token: tokenA, method: 'PUT', body: { km: 1 } })).status).toBe(404);
    expect((await h.call(`${me}/${theirs.id}`, { token: tokenA, method: 'DELETE' })).status).toBe(404);
    expect((await h.call(`/api/employee-distances/${theirs.id}`)).body).toMatchObject({ km: 40, version: 1 });
  });

  test('when A filters the list by B’s employeeId or B’s facility, then only A’s entries can come', async () => {
    const byEmployee = await h.call(`${me}?employeeId=${b.id}`, { token: tokenA });
    expect(byEmployee.status).toBe(200);
    expect(byEmployee.body.items.every((d: { employeeId: string }) => d.employeeId === a.id)).toBe(true);
    const byFacility = await h.call(`${me}?facilityId=${facilities[0].id}`, { token: tokenA });
    expect(byFacility.body.items.map((d: { employeeId: string }) => d.employeeId)).toEqual([a.id]);
  });

  test('when the caller has All scope, then /api/me is still only their own employee', async () => {
    const token = await h.token({ distances: { read: 'All' } }, b.id);
    const list = await h.call(me, { token });
    expect(list.body.items.map((d: { id: string }) => d.id)).toEqual([theirs.id]);
  });

  test('when the caller has no linked employee, then they see nothing, reach nothing and cannot create', async () => {
    const token = await h.token(own, null);
    expect((await h.call(me, { token })).body).toMatchObject({ items: [], totalCount: 0 });
    expect((await h.call(`${me}/${theirs.id}`, { token })).status).toBe(404);
    expect((await h.call(`${me}/${theirs.id}`, { token, method: 'DELETE' })).status).toBe(404);
    const create = await h.call(me, { token, body: { facilityId: facilities[1].id, km: 3 } });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('NO_LINKED_EMPLOYEE');
  });

  test('when the linked employee is in the trash, then creating is refused like without a link', async () => {
    const gone = await created(h, '/api/employees', { ...anna, firstName: 'Gisela' });
    expect((await h.call(`/api/employees/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    const token = await h.token(own, gone.id);
    expect((await h.call(me, { token, body: { facilityId: facilities[1].id, km: 3 } })).body.code).toBe('NO_LINKED_EMPLOYEE');
  });

  test('when A deletes their own entry, then it is gone', async () => {
    const mine = await h.call(me, { token: tokenA, body: { facilityId: facilities[1].id, km: 2 } });
    expect((await h.call(`${me}/${mine.body.id}`, { token: tokenA, method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`${me}/${mine.body.id}`, { token: tokenA })).status).toBe(404);
  });

  test('when the caller lacks the distances permission, then 403', async () => {
    const token = await h.token({ employees: { read: 'Own' } }, a.id);
    expect((await h.call(me, { token })).status).toBe(403);
    expect((await h.call('/api/me/facility-directory', { token })).status).toBe(403);
  });
});

describe('facility directory for self-service', () => {
  test('when an employee without any facilities permission searches, then id, name and city come from the directory', async () => {
    const res = await h.call('/api/me/facility-directory?search=potsdam', { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 1, page: 1 });
    expect(res.body.items).toEqual([{ id: facilities[0].id, name: 'Seniorenheim Am Park', city: 'Potsdam' }]);
    const all = await h.call('/api/me/facility-directory?pageSize=1', { token: tokenA });
    expect(all.body).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(all.body.items[0].name).toBe('Haus Lindenhof');
  });

  test('when the search contains % or _, then they match literally', async () => {
    const res = await h.call('/api/me/facility-directory?search=%25', { token: tokenA });
    expect(res.body.totalCount).toBe(0);
  });
});
