import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, summary, world } from './support/fixtures';
import { availabilityOf, day } from './support/availability';

/**
 * Reverse checks after a client's block or an employee's unavailable day: the office is answered the
 * duties already planned that the change now affects, as after an absence (docs/staffing.md).
 */
const h = Harness.forFile('rechecks_wishes_availability');

/** An order over the next weeks, every day an early duty; the employee is planned on days 10..12. */
async function planned() {
  const w = await world(h, { order: { startDate: day(7), endDate: day(17) } });
  const saved = await assign(h, { orderId: w.order.id, employeeId: w.employee.id, startDate: day(10), endDate: day(12) });
  expect(saved.status).toBe(200);
  return { ...w, assignmentId: saved.body.id as string };
}

const wish = (employeeId: string, facilityId: string, preference: 'blocked' | 'preferred') =>
  h.call('/api/employee-facility-preferences', { body: { employeeId, facilityId, preference, reason: preference === 'blocked' ? 'Nicht wieder' : undefined } });

describe('a facility blocks an employee who is planned there', () => {
  test('the answer lists her future assignments there with the block’s Error', async () => {
    const { employee, facility, assignmentId } = await planned();
    const res = await wish(employee.id, facility.id, 'blocked');
    expect(res.status).toBe(200);
    expect(res.body.affectedAssignments.truncated).toBe(false);
    expect(res.body.affectedAssignments.items.map((i: { assignment: { id: string } }) => i.assignment.id)).toEqual([assignmentId]);
    expect(summary(res.body.affectedAssignments.items[0].findings)).toContain('availability:FACILITY_BLOCKED_EMPLOYEE:Error');
  });

  test('a block by another facility, and a wish, list nothing', async () => {
    const { employee, facility } = await planned();
    const elsewhere = await world(h);
    expect((await wish(employee.id, elsewhere.facility.id, 'blocked')).body.affectedAssignments).toEqual({ items: [], truncated: false });
    expect((await wish(elsewhere.employee.id, facility.id, 'preferred')).body.affectedAssignments).toEqual({ items: [], truncated: false });
  });
});

describe('the office states a planned day unavailable', () => {
  test('the answer lists the assignment over that day with EMPLOYEE_UNAVAILABLE', async () => {
    const { employee, assignmentId } = await planned();
    const res = await h.call(availabilityOf(employee.id), { method: 'PUT', body: { days: [{ date: day(11), status: 'unavailable', note: 'Arzttermin' }] } });
    expect(res.status).toBe(200);
    expect(res.body.affectedAssignments.items.map((i: { assignment: { id: string } }) => i.assignment.id)).toEqual([assignmentId]);
    expect(summary(res.body.affectedAssignments.items[0].findings)).toContain('availability:EMPLOYEE_UNAVAILABLE:Warning');
  });

  test('preferNot on a planned day, unavailable on a free one, or the same statement again list nothing', async () => {
    const { employee } = await planned();
    const put = (days: unknown[]) => h.call(availabilityOf(employee.id), { method: 'PUT', body: { days } });
    expect((await put([{ date: day(10), status: 'preferNot' }])).body.affectedAssignments).toEqual({ items: [], truncated: false });
    expect((await put([{ date: day(14), status: 'unavailable' }])).body.affectedAssignments).toEqual({ items: [], truncated: false });
    expect((await put([{ date: day(14), status: 'unavailable' }])).body.affectedAssignments).toEqual({ items: [], truncated: false });
  });

  test('self-service answers its days only: the findings name other people', async () => {
    const { employee } = await planned();
    const token = await h.token({ availability: { read: 'Own', update: 'Own' } }, employee.id);
    const res = await h.call('/api/me/availability', { method: 'PUT', token, body: { days: [{ date: day(11), status: 'unavailable' }] } });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('affectedAssignments');
  });
});
