/**
 * Data a dispatcher has not entered must not block a save: with every check family at Error, an
 * order's shift without a stated break plans the statutory one, and a finding that only says a rule
 * could not be checked (no date of birth) is a Warning (docs/working-time-rules.md, "Assumed breaks"
 * and "Defaults nobody chose").
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { allSeverities, anna, assign, created, preview, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('defaults_not_errors');
beforeAll(async () => {
  await setSeverities(h, allSeverities('Error'));
});

const early = { start: '06:00', end: '14:00' };
const weekdays = (shift: Record<string, unknown>) => ({ weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift, sat: shift, sun: shift } });
const week = { startDate: '2026-05-04', endDate: '2026-05-08' };

describe('with all five checks at Error', () => {
  test('when a qualified nurse without a date of birth is assigned to 06:00–14:00 created without breakMinutes, then it is saved, the break assumed, the missing birth date a Warning', async () => {
    const { order, employee } = await world(h, { order: { shiftPattern: weekdays(early) }, employee: { dateOfBirth: null } });
    expect(order.shiftPattern.weekdays.mon).toEqual({ ...early, breakMinutes: 30, breakAssumed: true });
    const body = { orderId: order.id, employeeId: employee.id, ...week };
    const checked = await preview(h, body);
    expect(checked.body.canSave).toBe(true);
    expect(summary(checked.body.findings)).toEqual(['workingHours:DATE_OF_BIRTH_MISSING:Warning']);
    const saved = await assign(h, body);
    expect(saved.status).toBe(200);
    expect(saved.body.duties[0]).toEqual({ date: '2026-05-04', ...early, breakMinutes: 30 });
    expect(summary(saved.body.warnings)).toEqual(['workingHours:DATE_OF_BIRTH_MISSING:Warning']);
  });

  test('when an order has only shift times, then its duties plan the statutory break too', async () => {
    const { order, employee } = await world(h, { order: { shiftPattern: undefined, shiftStart: '06:00', shiftEnd: '16:00' } });
    expect(order.shiftPattern.weekdays.sun).toEqual({ start: '06:00', end: '16:00', breakMinutes: 45, breakAssumed: true });
    const saved = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-04' });
    expect(saved.status).toBe(200);
    expect(saved.body.duties).toEqual([{ date: '2026-05-04', start: '06:00', end: '16:00', breakMinutes: 45 }]);
  });

  test('when duties are planned by hand without a break, then each plans the statutory one for its length', async () => {
    const { order, employee } = await world(h, { order: { shiftPattern: weekdays(early) } });
    const duties = [{ date: '2026-05-04', start: '06:00', end: '12:00' }, { date: '2026-05-05', start: '06:00', end: '16:00' }, { date: '2026-05-06', start: '06:00', end: '14:00', breakMinutes: 0 }];
    const body = { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-06' };
    const refused = await assign(h, { ...body, duties });
    expect(refused.status).toBe(409);
    // Only the break stated as 0 is a finding.
    expect(refused.body.findings.map((f: { code: string; details: { date?: string } }) => `${f.code} ${f.details.date}`)).toEqual(['BREAK_TOO_SHORT 2026-05-06']);
    const saved = await assign(h, { ...body, duties: duties.slice(0, 2) });
    expect(saved.status).toBe(200);
    expect(saved.body.duties.map((d: { breakMinutes: number }) => d.breakMinutes)).toEqual([0, 45]);
  });

  test('when a break is stated explicitly and too short, then it stays a finding', async () => {
    const { order, employee } = await world(h, { order: { shiftPattern: weekdays({ ...early, breakMinutes: 15 }) } });
    expect(order.shiftPattern.weekdays.mon).toEqual({ ...early, breakMinutes: 15, breakAssumed: false });
    const refused = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(refused.status).toBe(409);
    expect(summary(refused.body.findings)).toEqual(['workingHours:BREAK_TOO_SHORT:Error']);
  });

  test('when the answered pattern is sent back with new times, then the assumed break follows them; a break set by hand replaces it', async () => {
    const { order } = await world(h, { order: { shiftPattern: weekdays(early) } });
    const { id, version: _v, createdAt: _c, updatedAt: _u, status: _s, facilityName: _f, hoursPerDay: _hpd, ...fields } = order;
    const longer = { ...order.shiftPattern, weekdays: { ...order.shiftPattern.weekdays, mon: { ...order.shiftPattern.weekdays.mon, end: '16:00' } } };
    const res = await h.call(`/api/orders/${id}`, { method: 'PUT', body: { ...fields, shiftPattern: longer } });
    expect(res.status).toBe(200);
    expect(res.body.shiftPattern.weekdays.mon).toEqual({ start: '06:00', end: '16:00', breakMinutes: 45, breakAssumed: true });
    expect(res.body.shiftPattern.weekdays.tue).toEqual({ ...early, breakMinutes: 30, breakAssumed: true });
    const byHand = { ...longer, weekdays: { ...longer.weekdays, mon: { start: '06:00', end: '16:00', breakMinutes: 60, breakAssumed: false } } };
    const again = await h.call(`/api/orders/${id}`, { method: 'PUT', body: { ...fields, shiftPattern: byHand } });
    expect(again.body.shiftPattern.weekdays.mon).toEqual({ start: '06:00', end: '16:00', breakMinutes: 60, breakAssumed: false });
  });

  test('when the date of birth is missing and that rule is set to Error on its own, then it blocks', async () => {
    const settings = (await h.call('/api/settings/assignment-validation')).body;
    const { version: _v, updatedAt: _u, ...values } = settings;
    expect((await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...values, rules: { DATE_OF_BIRTH_MISSING: 'Error' } } })).status).toBe(200);
    try {
      const { order } = await world(h, { order: { shiftPattern: weekdays(early) } });
      const employee = await created(h, '/api/employees', { ...anna, dateOfBirth: null });
      const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
      expect(res.status).toBe(409);
      expect(summary(res.body.findings)).toEqual(['workingHours:DATE_OF_BIRTH_MISSING:Error']);
    } finally {
      await h.call('/api/settings/assignment-validation', { method: 'PUT', body: values });
    }
  });
});
