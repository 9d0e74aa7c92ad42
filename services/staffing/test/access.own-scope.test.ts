import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { forgedTokens } from '@cs/service-kit/testing/index';
import type { PermissionMap } from '@cs/contracts';
import { Harness } from './support/harness';
import { allSeverities, anna, assign, created, setSeverities, world } from './support/fixtures';

const h = Harness.forFile('own_scope');
let mine: { employee: { id: string }; absence: { id: string }; assignment: { id: string } };
let theirs: typeof mine;

beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
  const make = async (firstName: string) => {
    const { order, employee } = await world(h, { employee: { firstName } });
    const absence = await created(h, '/api/absences', { employeeId: employee.id, type: 'vacation', startDate: '2026-06-01', endDate: '2026-06-05' });
    const assignment = (await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-08' })).body;
    return { employee, absence, assignment };
  };
  mine = await make('Mira');
  theirs = await make('Theo');
});

const ownRead: PermissionMap = { employees: { read: 'Own' }, absences: { read: 'Own' }, assignments: { read: 'Own' }, orders: { read: 'Own' } };

describe('Own scope reads', () => {
  test.each([
    ['employees', () => mine.employee.id, () => theirs.employee.id],
    ['absences', () => mine.absence.id, () => theirs.absence.id],
    ['assignments', () => mine.assignment.id, () => theirs.assignment.id],
  ])('when an employee reads %s, then they see their own and someone else’s answer 404', async (path, own, other) => {
    const token = await h.token(ownRead, mine.employee.id);
    expect((await h.call(`/api/${path}/${own()}`, { token })).status).toBe(200);
    const foreign = await h.call(`/api/${path}/${other()}`, { token });
    expect(foreign.status).toBe(404);
    const list = await h.call(`/api/${path}`, { token });
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([own()]);
    const filter = path === 'employees' ? 'search=Theo' : `employeeId=${theirs.employee.id}`;
    const filtered = await h.call(`/api/${path}?${filter}`, { token });
    expect(filtered.body.totalCount).toBe(0);
  });

  test('when an Own-scope user has no linked employee, then they see nothing', async () => {
    const token = await h.token(ownRead, null);
    for (const path of ['employees', 'absences', 'assignments']) {
      expect((await h.call(`/api/${path}`, { token })).body.totalCount).toBe(0);
    }
    expect((await h.call(`/api/employees/${mine.employee.id}`, { token })).status).toBe(404);
  });

  test('when Own scope is granted on routes that are not Own-capable, then 403', async () => {
    const token = await h.token({ ...ownRead, employees: { read: 'Own', create: 'Own', update: 'Own' } }, mine.employee.id);
    expect((await h.call('/api/orders', { token })).status).toBe(403);
    expect((await h.call('/api/employees', { token, body: anna })).status).toBe(403);
    expect((await h.call(`/api/employees/${mine.employee.id}`, { token, method: 'PUT', body: anna })).status).toBe(403);
    const check = `/api/assignments/check?employeeId=${mine.employee.id}&orderId=${uuidv7()}&startDate=2026-05-04&endDate=2026-05-05`;
    expect((await h.call(check, { token })).status).toBe(403);
  });
});

describe('authentication', () => {
  test('when no token or a forged one is sent, then 401', async () => {
    expect((await h.call('/api/employees', { token: '' })).status).toBe(401);
    for (const [name, token] of await forgedTokens(h.issuer, { perm: ownRead })) {
      const res = await h.call('/api/assignments', { token });
      expect([name, res.status]).toEqual([name, 401]);
    }
  });

  test('when the role grants nothing for the module, then 403', async () => {
    const token = await h.token({ orders: { read: 'All' } });
    expect((await h.call('/api/employees', { token })).status).toBe(403);
    expect((await h.call(`/api/trash/employees/${uuidv7()}`, { token, method: 'DELETE' })).status).toBe(403);
  });
});
