import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { allSeverities, anna, assign, created, eventsFor, seedFacility, setSeverities } from './support/fixtures';

const h = Harness.forFile('orders_api');
let facilityId: string;
beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
  facilityId = (await seedFacility(h, { name: 'Seniorenresidenz Abendrot' })).id;
});

const may = () => ({ facilityId, requiredQualification: 'pflegefachkraft', startDate: '2026-05-01', endDate: '2026-05-10', hoursPerDay: 8 });
const employee = () => created(h, '/api/employees', anna);

describe('orders', () => {
  test('when an order is created, then it names its facility, is Open and is announced', async () => {
    const res = await h.call('/api/orders', { body: { ...may(), notes: 'Wohnbereich 2' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...may(), facilityName: 'Seniorenresidenz Abendrot', headcount: 1, status: 'Open', shiftStart: null, version: 1 });
    expect((await h.call(`/api/orders/${res.body.id}`)).body).toEqual(res.body);
    expect((await eventsFor(h, res.body.id))[0].type).toBe('staffing.order.created');
  });

  test('when only shift times are given, then hoursPerDay is the shift length, across midnight too', async () => {
    const night = await created(h, '/api/orders', { ...may(), hoursPerDay: undefined, shiftStart: '22:00', shiftEnd: '06:00' });
    expect(night).toMatchObject({ shiftStart: '22:00', shiftEnd: '06:00', hoursPerDay: 8 });
  });

  test.each([
    ['a facility that is not in the directory', { facilityId: uuidv7() }, 404, 'facilityId'],
    ['neither hours nor shift times', { hoursPerDay: null }, 400, 'hoursPerDay'],
    ['a shift start without an end', { shiftStart: '06:00' }, 400, 'shiftEnd'],
    ['a malformed shift time', { shiftStart: '6 Uhr', shiftEnd: '14:00' }, 400, 'shiftStart'],
    ['an unknown qualification', { requiredQualification: 'zauberer' }, 400, 'requiredQualification'],
    ['a headcount of zero', { headcount: 0 }, 400, 'headcount'],
    ['an end before its start', { endDate: '2026-04-30' }, 400, 'endDate'],
    ['an unknown status', { status: 'Done' }, 400, 'status'],
  ])('when an order has %s, then it is refused', async (_name, change, status, field) => {
    const res = await h.call('/api/orders', { body: { ...may(), ...change } });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  test('when every day is covered by headcount assignments, then the order is Filled (and announced)', async () => {
    const order = await created(h, '/api/orders', { ...may(), headcount: 2 });
    const [a, b] = [await employee(), await employee()];
    await assign(h, { orderId: order.id, employeeId: a.id, startDate: '2026-05-01', endDate: '2026-05-10' });
    await assign(h, { orderId: order.id, employeeId: b.id, startDate: '2026-05-01', endDate: '2026-05-05' });
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Open');
    const c = await employee();
    await assign(h, { orderId: order.id, employeeId: c.id, startDate: '2026-05-06', endDate: '2026-05-10' });
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Filled');
    const statusEvent = (await eventsFor(h, order.id)).at(-1);
    expect(statusEvent).toMatchObject({ type: 'staffing.order.updated', changes: [{ field: 'status', before: 'Open', after: 'Filled' }] });
    const filled = await h.call('/api/orders?status=Filled');
    expect(filled.body.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  test('when an order with assignments is cancelled, shrunk past them or deleted, then 409', async () => {
    const order = await created(h, '/api/orders', may());
    await assign(h, { orderId: order.id, employeeId: (await employee()).id, startDate: '2026-05-08', endDate: '2026-05-10' });
    const put = (body: Record<string, unknown>) => h.call(`/api/orders/${order.id}`, { method: 'PUT', body: { ...may(), ...body } });
    expect((await put({ status: 'Cancelled' })).body.code).toBe('ORDER_HAS_ASSIGNMENTS');
    expect((await put({ endDate: '2026-05-09' })).body.code).toBe('ASSIGNMENTS_OUTSIDE_ORDER');
    expect((await h.call(`/api/orders/${order.id}`, { method: 'DELETE' })).body.code).toBe('ORDER_HAS_ASSIGNMENTS');
    const widened = await put({ endDate: '2026-05-20', notes: 'verlängert', status: 'Filled' });
    expect(widened.body).toMatchObject({ endDate: '2026-05-20', status: 'Open', version: 2 });
  });

  test('when the headcount is lowered below the assignments of a day, then 409 naming them; to exactly that many, saved', async () => {
    const order = await created(h, '/api/orders', { ...may(), headcount: 3 });
    const [a, b, c] = [await employee(), await employee(), await employee()];
    const ids = [
      (await assign(h, { orderId: order.id, employeeId: a.id, startDate: '2026-05-01', endDate: '2026-05-04' })).body.id,
      (await assign(h, { orderId: order.id, employeeId: b.id, startDate: '2026-05-04', endDate: '2026-05-06' })).body.id,
      (await assign(h, { orderId: order.id, employeeId: c.id, startDate: '2026-05-08', endDate: '2026-05-10' })).body.id,
    ];
    const put = (headcount: number) => h.call(`/api/orders/${order.id}`, { method: 'PUT', body: { ...may(), headcount } });
    const below = await put(1); // 04.05. has two
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: 'HEADCOUNT_BELOW_ASSIGNED', assignmentIds: [ids[0], ids[1]] });
    expect(below.body.detail).toContain('2026-05-04');
    expect((await h.call(`/api/orders/${order.id}`)).body).toMatchObject({ headcount: 3, version: 1 });
    expect((await put(2)).body).toMatchObject({ headcount: 2, version: 2 });
  });

  test('when an order without assignments is cancelled and deleted, then it is Cancelled, then gone', async () => {
    const order = await created(h, '/api/orders', may());
    const cancelled = await h.call(`/api/orders/${order.id}`, { method: 'PUT', body: { ...may(), status: 'Cancelled' }, headers: { 'if-match': '"1"' } });
    expect(cancelled.body.status).toBe('Cancelled');
    expect((await h.call(`/api/orders/${order.id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } })).status).toBe(412);
    expect((await h.call(`/api/orders/${order.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await eventsFor(h, order.id)).at(-1).data.label).toBe('Seniorenresidenz Abendrot, 2026-05-01 – 2026-05-10');
  });

  test('when orders are searched by facility name and filtered by dates, then only matches come back', async () => {
    const other = (await seedFacility(h, { name: 'Klinik am See' })).id;
    await created(h, '/api/orders', { ...may(), facilityId: other, startDate: '2027-01-01', endDate: '2027-01-31' });
    const res = await h.call('/api/orders?search=am%20see&from=2027-01-31');
    expect(res.body.items.map((o: { facilityName: string }) => o.facilityName)).toEqual(['Klinik am See']);
    expect((await h.call(`/api/orders?facilityId=${other}&to=2026-12-31`)).body.totalCount).toBe(0);
  });
});
