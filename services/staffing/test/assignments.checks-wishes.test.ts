import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, eventsFor, preview, summary, world } from './support/fixtures';
import { availabilityOf, day } from './support/availability';

const h = Harness.forFile('checks_wishes');

/** An order of next week-and-a-half, every day an early duty; the assignment takes days 10..12. */
const ahead = { order: { startDate: day(7), endDate: day(17) } };
const range = { startDate: day(10), endDate: day(12) };

describe('the employee’s stated availability', () => {
  test('a duty on a day marked unavailable: a Warning naming the day and the note; the day before and after and preferNot are none', async () => {
    const { order, employee } = await world(h, ahead);
    const put = await h.call(availabilityOf(employee.id), { method: 'PUT', body: { days: [
      { date: day(9), status: 'unavailable', note: 'Vorher' },
      { date: day(11), status: 'unavailable', note: 'Arzttermin' },
      { date: day(12), status: 'preferNot', shifts: ['late'] },
      { date: day(13), status: 'unavailable' },
    ] } });
    expect(put.status).toBe(200);
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...range }, { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(res.body.canSave).toBe(true);
    expect(summary(res.body.findings)).toEqual(['availability:EMPLOYEE_UNAVAILABLE:Warning']);
    expect(res.body.findings[0]).toMatchObject({
      message: `Anna Müller stated on ${day(11)} as unavailable ('Arzttermin'); the assignment plans duties there.`,
      related: [{ type: 'employee', id: employee.id }, { type: 'order', id: order.id }],
      details: { dates: [day(11)], days: [{ date: day(11), note: 'Arzttermin' }] },
    });
  });

  test('saving over it: saved, the warning acknowledged like the others', async () => {
    const { order, employee } = await world(h, ahead);
    await h.call(availabilityOf(employee.id), { method: 'PUT', body: { days: [{ date: day(10), status: 'unavailable', note: 'Urlaub' }] } });
    const res = await h.call('/api/assignments', { body: { orderId: order.id, employeeId: employee.id, ...range, acknowledgement: { reason: 'Mit ihr abgesprochen' } } });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['availability:EMPLOYEE_UNAVAILABLE:Warning']);
    const [event] = await eventsFor(h, res.body.id);
    expect(event.data.acknowledgement).toMatchObject({
      reason: 'Mit ihr abgesprochen',
      findings: [{ check: 'availability', code: 'EMPLOYEE_UNAVAILABLE', message: res.body.warnings[0].message }],
    });
  });
});

describe('the facility’s block', () => {
  const block = (employeeId: string, facilityId: string) =>
    h.call('/api/employee-facility-preferences', { body: { employeeId, facilityId, preference: 'blocked', reason: 'Mehrfach unpünktlich' } });

  test('the check shows an Error with the reason, and saving is refused (409) with nothing saved', async () => {
    const { order, employee, facility } = await world(h, ahead);
    const blocked = await block(employee.id, facility.id);
    expect(blocked.status).toBe(200);
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...range });
    expect(res.body.canSave).toBe(false);
    expect(summary(res.body.findings)).toEqual(['availability:FACILITY_BLOCKED_EMPLOYEE:Error']);
    expect(res.body.findings[0]).toMatchObject({
      message: 'Haus Sonnenschein hat Anna Müller gesperrt und möchte sie/ihn nicht wieder einsetzen (Grund: Mehrfach unpünktlich).',
      details: { facilityId: facility.id, preferenceId: blocked.body.id, reason: 'Mehrfach unpünktlich' },
    });
    const save = await assign(h, { orderId: order.id, employeeId: employee.id, ...range });
    expect(save.status).toBe(409);
    expect(summary(save.body.findings)).toEqual(['availability:FACILITY_BLOCKED_EMPLOYEE:Error']);
    expect((await h.call(`/api/assignments?employeeId=${employee.id}`)).body.totalCount).toBe(0);
  });

  test('a preferred employee, or a block by another facility, is no finding', async () => {
    const { order, employee, facility } = await world(h, ahead);
    const other = await world(h);
    expect((await block(employee.id, other.facility.id)).status).toBe(200);
    const prefer = await h.call('/api/employee-facility-preferences', { body: { employeeId: employee.id, facilityId: facility.id, preference: 'preferred' } });
    expect(prefer.status).toBe(200);
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...range });
    expect(res.body).toEqual({ canSave: true, findings: [] });
  });
});
