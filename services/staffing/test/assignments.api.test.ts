import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { allSeverities, assign, created, everyDay, eventsFor, preview, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('assignments_api');

const week = { startDate: '2026-05-04', endDate: '2026-05-08' };

describe('preview and save', () => {
  test('when the preview is asked before saving, then saving answers the very same findings', async () => {
    await setSeverities(h, { ...allSeverities('Warning'), overlap: 'Error' });
    const { facility, order, employee } = await world(h, { employee: { qualifications: ['pflegehelfer'], exitDate: '2026-05-07' } });
    // Five duties of 10 h net (07:00–17:45, 45 min break): 50 h against a 40 h contract.
    const tenHours = ['04', '05', '06', '07', '08'].map((d) => ({ date: `2026-05-${d}`, start: '07:00', end: '17:45', breakMinutes: 45 }));
    const body = { orderId: order.id, employeeId: employee.id, ...week, duties: tenHours };
    const warned = await preview(h, body);
    const saved = await assign(h, body);
    expect(saved.status).toBe(200);
    expect(warned.body.canSave).toBe(true);
    expect(saved.body.warnings).toEqual(warned.body.findings);
    expect(summary(saved.body.warnings)).toEqual([
      'qualification:QUALIFICATION_MISSING:Warning',
      'availability:OUTSIDE_EMPLOYMENT:Warning',
      'workingHours:CONTRACT_HOURS_EXCEEDED:Warning',
    ]);
    const late = { start: '15:00', end: '17:00', breakMinutes: 0 };
    const other = await created(h, '/api/orders', { facilityId: facility.id, startDate: '2026-05-01', endDate: '2026-05-31', shiftPattern: everyDay(late) });
    const second = { ...body, orderId: other.id, duties: undefined };
    const blocked = await preview(h, second);
    const refused = await assign(h, second);
    expect(blocked.body.canSave).toBe(false);
    expect(refused.status).toBe(409);
    expect(refused.body.findings).toEqual(blocked.body.findings);
  });

  test('when a severity is changed, then the very next check uses it', async () => {
    await setSeverities(h, { qualification: 'Warning' });
    const { order, employee } = await world(h, { employee: { qualifications: [] } });
    const body = { orderId: order.id, employeeId: employee.id, ...week };
    expect((await preview(h, body)).body.canSave).toBe(true);
    await setSeverities(h, { qualification: 'Error' });
    expect(summary((await preview(h, body)).body.findings)).toEqual(['qualification:QUALIFICATION_MISSING:Error']);
    expect((await assign(h, body)).status).toBe(409);
  });

  test('when the order is cancelled or the range leaves the order, then nothing is saved', async () => {
    const { order, employee } = await world(h, { order: { status: 'Cancelled' } });
    expect(order.status).toBe('Cancelled');
    const cancelled = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe('ORDER_CANCELLED');
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...week })).body.code).toBe('ORDER_CANCELLED');
    const open = await world(h);
    const outside = await assign(h, { orderId: open.order.id, employeeId: open.employee.id, startDate: '2026-04-30', endDate: '2026-05-02' });
    expect(outside.status).toBe(409);
    expect(outside.body.code).toBe('OUTSIDE_ORDER_RANGE');
  });
});

describe('assignment records', () => {
  test('when an assignment covers the whole order, then the order is Filled; deleted, it is Open again', async () => {
    await setSeverities(h, allSeverities('Warning'));
    const { order, employee } = await world(h, { order: { startDate: '2026-05-04', endDate: '2026-05-08', headcount: 1 } });
    const saved = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(saved.body).toMatchObject({ ...week, hoursPerDay: 8, note: null, version: 1 });
    expect(saved.headers.get('etag')).toBe('"1"');
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Filled');
    const stale = await h.call(`/api/assignments/${saved.body.id}`, { method: 'DELETE', headers: { 'if-match': '"7"' } });
    expect(stale.status).toBe(412);
    expect((await h.call(`/api/assignments/${saved.body.id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } })).status).toBe(204);
    expect((await h.call(`/api/assignments/${saved.body.id}`)).status).toBe(404);
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Open');
    const events = (await eventsFor(h, saved.body.id)).map((e) => e.type);
    expect(events).toEqual(['staffing.assignment.created', 'staffing.assignment.deleted']);
    const deleted = (await eventsFor(h, saved.body.id))[1];
    expect(deleted.data).toMatchObject({ id: saved.body.id, label: `Müller, Anna – Haus Sonnenschein, ${week.startDate} – ${week.endDate}` });
    expect(deleted.data.deletedBy).toEqual(expect.any(String));
  });

  test('when an assignment is updated with a stale If-Match, then 412 and nothing changes', async () => {
    await setSeverities(h, allSeverities('Warning'));
    const { order, employee } = await world(h);
    const saved = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    const body = { orderId: order.id, employeeId: employee.id, ...week, note: 'Frühdienst' };
    const stale = await h.call(`/api/assignments/${saved.body.id}`, { method: 'PUT', body, headers: { 'if-match': '"2"' } });
    expect(stale.status).toBe(412);
    const fresh = await h.call(`/api/assignments/${saved.body.id}`, { method: 'PUT', body, headers: { 'if-match': '"1"' } });
    expect(fresh.body).toMatchObject({ note: 'Frühdienst', version: 2 });
    const updated = (await eventsFor(h, saved.body.id))[1];
    expect(updated.changes).toEqual([{ field: 'note', before: null, after: 'Frühdienst' }]);
  });

  test('when lists are filtered by employee, order and dates, then only matching assignments come back', async () => {
    await setSeverities(h, allSeverities('Warning'));
    const { order, employee } = await world(h);
    await assign(h, { orderId: order.id, employeeId: employee.id, ...week, hoursPerDay: 2 });
    await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-20', endDate: '2026-05-22', hoursPerDay: 2 });
    const all = await h.call(`/api/assignments?orderId=${order.id}&pageSize=1`);
    expect(all.body).toMatchObject({ totalCount: 2, page: 1, pageSize: 1, totalPages: 2 });
    const late = await h.call(`/api/assignments?employeeId=${employee.id}&from=2026-05-09`);
    expect(late.body.items.map((a: { startDate: string }) => a.startDate)).toEqual(['2026-05-20']);
  });
});

describe('bad input', () => {
  const ids = { orderId: uuidv7(), employeeId: uuidv7() };

  test.each([
    ['no parameters', ''],
    ['a missing endDate', `employeeId=${ids.employeeId}&orderId=${ids.orderId}&startDate=2026-05-04`],
    ['a malformed id', `employeeId=abc&orderId=${ids.orderId}&startDate=2026-05-04&endDate=2026-05-05`],
    ['an impossible date', `employeeId=${ids.employeeId}&orderId=${ids.orderId}&startDate=2026-02-30&endDate=2026-03-05`],
    ['a reversed range', `employeeId=${ids.employeeId}&orderId=${ids.orderId}&startDate=2026-05-05&endDate=2026-05-04`],
    ['hoursPerDay that is not a number', `employeeId=${ids.employeeId}&orderId=${ids.orderId}&startDate=2026-05-04&endDate=2026-05-05&hoursPerDay=acht`],
  ])('when the check is called with %s, then 400', async (_name, query) => {
    const res = await h.call(`/api/assignments/check?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  test('when an unknown employee, order or assignment is named, then 404 names it', async () => {
    const { order, employee } = await world(h);
    const unknownEmployee = await preview(h, { orderId: order.id, employeeId: uuidv7(), ...week });
    expect([unknownEmployee.status, unknownEmployee.body.code]).toEqual([404, 'EMPLOYEE_NOT_FOUND']);
    const unknownOrder = await assign(h, { orderId: uuidv7(), employeeId: employee.id, ...week });
    expect([unknownOrder.status, unknownOrder.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const unknownSelf = await preview(h, { orderId: order.id, employeeId: employee.id, ...week, assignmentId: uuidv7() });
    expect([unknownSelf.status, unknownSelf.body.code]).toEqual([404, 'ASSIGNMENT_NOT_FOUND']);
    expect((await h.call(`/api/assignments/${uuidv7()}`, { method: 'PUT', body: { orderId: order.id, employeeId: employee.id, ...week } })).status).toBe(404);
  });

  test('when the body has unknown fields, the wrong type or the wrong content type, then 400 / 415', async () => {
    const { order, employee } = await world(h);
    const good = { orderId: order.id, employeeId: employee.id, ...week };
    expect((await assign(h, { ...good, colour: 'red' } as never)).body.errors).toEqual({ colour: ['is not a known field'] });
    expect((await assign(h, { ...good, hoursPerDay: 0 })).status).toBe(400);
    expect((await assign(h, { ...good, hoursPerDay: 25 })).status).toBe(400);
    expect((await h.call('/api/assignments', { rawBody: '{"orderId":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await h.call('/api/assignments', { rawBody: 'orderId=1', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});
