import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, created, preview, setSeverities, summary, world } from './support/fixtures';

let h: Harness;
beforeAll(async () => {
  h = await Harness.start('checks_hours_overlap');
});
afterAll(async () => {
  await h?.stop();
});
beforeEach(async () => {
  await setSeverities(h, { workingHours: 'Warning', overlap: 'Error' });
});

/** Mon 2026-05-04 … Sun 2026-05-10 is ISO week 2026-W19. */
const monToFri = { startDate: '2026-05-04', endDate: '2026-05-08' };

/** A second order of the same facility (its contract covers it too). */
const secondOrder = (facilityId: string, extra: Record<string, unknown> = {}) =>
  created(h, '/api/orders', { facilityId, requiredQualification: 'pflegefachkraft', startDate: '2026-05-01', endDate: '2026-05-31', hoursPerDay: 8, ...extra });

describe('working-hours check', () => {
  test('when five 8-hour days fill the 40 contracted hours exactly, then there is no finding', async () => {
    const { order, employee } = await world(h);
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...monToFri })).body).toEqual({ canSave: true, findings: [] });
  });

  test('when five 9-hour days exceed the contracted hours, then it is saved with a Warning by default', async () => {
    const { order, employee } = await world(h);
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, hoursPerDay: 9 });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['workingHours:WEEKLY_HOURS_EXCEEDED:Warning']);
    expect(res.body.warnings[0].details).toMatchObject({ week: '2026-W19', plannedHours: 45, limitHours: 40 });
  });

  test('when five 10-hour days pass the legal 48 hours and the check is an Error, then it is refused', async () => {
    await setSeverities(h, { workingHours: 'Error' });
    const { order, employee } = await world(h);
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, hoursPerDay: 10 });
    expect(res.status).toBe(409);
    expect(summary(res.body.findings)).toEqual(['workingHours:WEEKLY_HOURS_EXCEEDED:Error', 'workingHours:LEGAL_WEEKLY_LIMIT_EXCEEDED:Error']);
  });

  test('when other assignments fill the rest of the same ISO week, then their hours count', async () => {
    const { facility, order, employee } = await world(h);
    const other = await secondOrder(facility.id);
    expect((await assign(h, { orderId: other.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-06' })).status).toBe(200);
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-07', endDate: '2026-05-10' });
    expect(summary(res.body.findings)).toEqual(['workingHours:WEEKLY_HOURS_EXCEEDED:Warning', 'workingHours:LEGAL_WEEKLY_LIMIT_EXCEEDED:Warning']);
    // Mon–Wed 3 × 8 h of the other assignment + Thu–Sun 4 × 8 h of this one (each at most 5 days a week).
    expect(res.body.findings[1].details).toMatchObject({ plannedHours: 56, candidateHours: 32 });
  });

  test('when a day has exactly 10 hours, then it is fine; a quarter hour more is over the daily limit', async () => {
    const { order, employee } = await world(h);
    const day = { startDate: '2026-05-04', endDate: '2026-05-04' };
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...day, hoursPerDay: 10 })).body.findings).toEqual([]);
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...day, hoursPerDay: 10.25 });
    expect(summary(res.body.findings)).toEqual(['workingHours:DAILY_LIMIT_EXCEEDED:Warning']);
  });

  test('when a late shift is followed by an early shift, then the 11-hour rest is violated; exactly 11 hours is fine', async () => {
    const { facility, employee } = await world(h);
    const late = await secondOrder(facility.id, { shiftStart: '14:00', shiftEnd: '22:00', hoursPerDay: null });
    const early = await secondOrder(facility.id, { shiftStart: '06:00', shiftEnd: '14:00', hoursPerDay: null });
    const nine = await secondOrder(facility.id, { shiftStart: '09:00', shiftEnd: '17:00', hoursPerDay: null });
    expect(late.hoursPerDay).toBe(8);
    expect((await assign(h, { orderId: late.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-04' })).status).toBe(200);
    const tooEarly = await preview(h, { orderId: early.id, employeeId: employee.id, startDate: '2026-05-05', endDate: '2026-05-05' });
    expect(summary(tooEarly.body.findings)).toEqual(['workingHours:REST_PERIOD_VIOLATED:Warning']);
    expect(tooEarly.body.findings[0].details).toMatchObject({ restHours: 8, previousShiftEnd: '2026-05-04 22:00', nextShiftStart: '2026-05-05 06:00' });
    const rested = await preview(h, { orderId: nine.id, employeeId: employee.id, startDate: '2026-05-05', endDate: '2026-05-05' });
    expect(rested.body.findings).toEqual([]);
  });
});

describe('overlap check', () => {
  const half = { hoursPerDay: 4 };

  test('when a new assignment shares only its first day with another, then it overlaps (Error → 409)', async () => {
    const { facility, order, employee } = await world(h);
    const other = await secondOrder(facility.id);
    const first = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    const res = await assign(h, { orderId: other.id, employeeId: employee.id, startDate: '2026-05-08', endDate: '2026-05-12', ...half });
    expect(res.status).toBe(409);
    expect(summary(res.body.findings)).toEqual(['overlap:ASSIGNMENT_OVERLAP:Error']);
    expect(res.body.findings[0].related).toEqual([{ type: 'assignment', id: first.body.id }, { type: 'order', id: order.id }]);
    expect(res.body.findings[0].details).toMatchObject({ overlapFrom: '2026-05-08', overlapTo: '2026-05-08' });
  });

  test('when a new assignment starts the day after another ends, then there is no overlap', async () => {
    const { order, employee } = await world(h);
    await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-09', endDate: '2026-05-12', ...half });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
  });

  test('when overlap is a Warning, then the overlapping assignment is saved with the warning', async () => {
    await setSeverities(h, { overlap: 'Warning' });
    const { order, employee } = await world(h);
    await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['overlap:ASSIGNMENT_OVERLAP:Warning']);
  });

  test('when the other assignment is in the trash, then it never causes a finding', async () => {
    const { order, employee } = await world(h);
    const first = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    expect((await h.call(`/api/assignments/${first.body.id}`, { method: 'DELETE' })).status).toBe(204);
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
  });

  test('when an assignment is edited within its own range, then it does not conflict with itself', async () => {
    const { order, employee } = await world(h);
    const first = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    const body = { orderId: order.id, employeeId: employee.id, startDate: '2026-05-05', endDate: '2026-05-08', ...half };
    expect((await preview(h, { ...body, assignmentId: first.body.id })).body).toEqual({ canSave: true, findings: [] });
    const res = await h.call(`/api/assignments/${first.body.id}`, { method: 'PUT', body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...body, version: 2, warnings: [] });
  });
});
