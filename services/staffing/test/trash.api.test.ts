import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { purgeExpiredFromTrash } from '@cs/service-kit';
import { absences, assignments, employees } from '../src/schema';
import { purgeOrder } from '../src/trash/trash-registry';
import { Harness } from './support/harness';
import { anna, assign, created, eventsFor, everyDay, frueh, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('trash_api');
beforeAll(async () => {
  await setSeverities(h, { overlap: 'Error', workingHours: 'Warning', contractCoverage: 'Warning' });
});

const del = (path: string) => h.call(path, { method: 'DELETE' });
const restore = (type: string, id: string) => h.call(`/api/trash/${type}/${id}/restore`, { method: 'POST' });
const week = { startDate: '2026-05-04', endDate: '2026-05-08', hoursPerDay: 4 };
/** A record after a delete and a restore: every field as it was, the two edits counted (docs/events-and-trash.md). */
const afterRoundTrip = <R extends { version: number }>(record: R) => ({ ...record, version: record.version + 2, updatedAt: expect.any(String) });

describe('restore', () => {
  test('when an employee is restored, then it is back as it was, version moved on by the delete and the restore', async () => {
    const e = await created(h, '/api/employees', anna);
    await del(`/api/employees/${e.id}`);
    const res = await restore('employees', e.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(afterRoundTrip(e));
    expect((await h.call(`/api/employees/${e.id}`)).body).toEqual(res.body);
    expect((await eventsFor(h, e.id)).map((x) => x.type)).toEqual(['staffing.employee.created', 'staffing.employee.deleted', 'staffing.employee.restored']);
  });

  test('when an absence is restored while its employee is in the trash, then 409 until the employee is back', async () => {
    const e = await created(h, '/api/employees', anna);
    // The create answer adds the re-checked assignments; the record is the rest.
    const { affectedAssignments: _affected, ...a } = await created(h, '/api/absences', { employeeId: e.id, type: 'vacation', startDate: '2026-08-01', endDate: '2026-08-02' });
    await del(`/api/absences/${a.id}`);
    await del(`/api/employees/${e.id}`);
    expect((await restore('absences', a.id)).body.code).toBe('PARENT_IN_TRASH');
    await restore('employees', e.id);
    expect((await restore('absences', a.id)).body).toEqual(afterRoundTrip(a));
  });

  test('when restoring an assignment would now conflict, then 409 with the findings; once free, it comes back', async () => {
    const { facility, order, employee } = await world(h, { order: { startDate: '2026-05-04', endDate: '2026-05-08' } });
    const { warnings: _w, ...first } = (await assign(h, { orderId: order.id, employeeId: employee.id, ...week })).body;
    await del(`/api/assignments/${first.id}`);
    const other = await created(h, '/api/orders', { facilityId: facility.id, startDate: '2026-05-01', endDate: '2026-05-31', shiftPattern: everyDay(frueh) });
    const blocker = (await assign(h, { orderId: other.id, employeeId: employee.id, ...week })).body;
    const refused = await restore('assignments', first.id);
    expect([refused.status, refused.body.code]).toEqual([409, 'ASSIGNMENT_CONFLICT']);
    // DUTY_OVERLAP (was ASSIGNMENT_OVERLAP): the same shift times on the same days overlap in time.
    expect(summary(refused.body.findings)).toContain('overlap:DUTY_OVERLAP:Error');
    expect((await h.call(`/api/assignments/${first.id}`)).status).toBe(404);
    await del(`/api/assignments/${blocker.id}`);
    const back = await restore('assignments', first.id);
    expect(back.status).toBe(200);
    const { warnings, ...record } = back.body;
    expect(record).toEqual(afterRoundTrip(first));
    expect(warnings).toEqual([]);
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Filled');
  });

  test('when the record is not in the trash, its id is malformed or the type is not staffing’s, then 404 / 400', async () => {
    const e = await created(h, '/api/employees', anna);
    expect((await restore('employees', e.id)).status).toBe(404);
    expect((await restore('orders', uuidv7())).status).toBe(404);
    expect((await restore('facilities', uuidv7())).body.code).toBe('ROUTE_NOT_FOUND');
    expect((await restore('employees', 'abc')).status).toBe(400);
    expect((await h.call(`/api/trash/employees/${e.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('purge', () => {
  test('when an employee is purged, then its trashed absences and assignments go with it, each announced', async () => {
    const { order, employee } = await world(h);
    const asg = (await assign(h, { orderId: order.id, employeeId: employee.id, ...week })).body;
    const abs = await created(h, '/api/absences', { employeeId: employee.id, type: 'sickness', startDate: '2026-09-01', endDate: '2026-09-02' });
    await del(`/api/assignments/${asg.id}`);
    await del(`/api/absences/${abs.id}`);
    await del(`/api/employees/${employee.id}`);
    expect((await h.call(`/api/trash/employees/${employee.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const id of [employee.id, asg.id, abs.id]) {
      const last = (await eventsFor(h, id)).at(-1);
      expect(last.type).toMatch(/\.purged$/);
      expect(Object.keys(last.data).sort()).toEqual(['id', 'label']);
    }
    expect(await h.svc.db.select().from(assignments).where(eq(assignments.id, asg.id))).toEqual([]);
    expect((await restore('employees', employee.id)).status).toBe(404);
  });

  test('when an order is purged, then its trashed assignments go with it, each announced', async () => {
    const { order, employee } = await world(h);
    const asg = (await assign(h, { orderId: order.id, employeeId: employee.id, ...week })).body;
    await del(`/api/assignments/${asg.id}`);
    await del(`/api/orders/${order.id}`);
    expect((await h.call(`/api/trash/orders/${order.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await eventsFor(h, asg.id)).at(-1).type).toBe('staffing.assignment.purged');
    expect((await eventsFor(h, order.id)).at(-1).type).toBe('staffing.order.purged');
    expect(await h.svc.db.select().from(assignments).where(eq(assignments.id, asg.id))).toEqual([]);
    expect((await restore('assignments', asg.id)).status).toBe(404);
  });

  test('when records have been in the trash longer than the retention period, then the timer purges them', async () => {
    const old = await created(h, '/api/employees', anna);
    const young = await created(h, '/api/employees', anna);
    const oldAbsence = await created(h, '/api/absences', { employeeId: young.id, type: 'vacation', startDate: '2026-10-01', endDate: '2026-10-02' });
    for (const path of [`/api/absences/${oldAbsence.id}`, `/api/employees/${old.id}`, `/api/employees/${young.id}`]) {
      expect((await del(path)).status).toBe(204);
    }
    await h.svc.db.update(employees).set({ deletedAt: sql`now() - interval '31 days'` }).where(eq(employees.id, old.id));
    await h.svc.db.update(absences).set({ deletedAt: sql`now() - interval '31 days'` }).where(eq(absences.id, oldAbsence.id));
    expect(await purgeExpiredFromTrash(h.svc, purgeOrder, 30)).toBe(2);
    expect((await eventsFor(h, old.id)).at(-1)).toMatchObject({ type: 'staffing.employee.purged', actor: { userId: null } });
    expect((await restore('employees', young.id)).status).toBe(200);
    expect(await purgeExpiredFromTrash(h.svc, purgeOrder, 30)).toBe(0);
  });
});
