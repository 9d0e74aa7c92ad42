import { beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, created, everyDay, frueh, preview, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('checks_hours_overlap');
beforeEach(async () => {
  await setSeverities(h, { workingHours: 'Warning', overlap: 'Error' });
});

/** Mon 2026-05-04 … Sun 2026-05-10 is ISO week 2026-W19. */
const monToFri = { startDate: '2026-05-04', endDate: '2026-05-08' };

/** A second order of the same facility (its contract covers it too); Frühdienst unless said otherwise. */
const secondOrder = (facilityId: string, extra: Record<string, unknown> = {}) =>
  created(h, '/api/orders', { facilityId, requiredQualification: 'pflegefachkraft', startDate: '2026-05-01', endDate: '2026-05-31', shiftPattern: everyDay(frueh), ...extra });

/** One duty a day on these dates of May 2026. */
const dutiesOn = (days: number[], start: string, end: string, breakMinutes: number) =>
  days.map((d) => ({ date: `2026-05-${String(d).padStart(2, '0')}`, start, end, breakMinutes }));
const codes = (findings: Array<{ code: string }>) => findings.map((f) => f.code);

describe('working-hours check (exact: net hours of the duties)', () => {
  test('when five 8-hour days fill the 40 contracted hours exactly, then there is no finding', async () => {
    const { order, employee } = await world(h);
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...monToFri })).body).toEqual({ canSave: true, findings: [] });
  });

  test('when five 9-hour days exceed the contracted hours, then it is saved with a Warning by default', async () => {
    const { order, employee } = await world(h);
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, duties: dutiesOn([4, 5, 6, 7, 8], '06:00', '15:30', 30) });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['workingHours:CONTRACT_HOURS_EXCEEDED:Warning']);
    expect(res.body.warnings[0].details).toMatchObject({ week: '2026-W19', plannedHours: 45, contractHours: 40 });
  });

  test('when a calendar week passes the legal 60 hours and the check is an Error, then it is refused', async () => {
    await setSeverities(h, { workingHours: 'Error' });
    const { order, employee } = await world(h);
    const week = { startDate: '2026-05-04', endDate: '2026-05-10' };
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week, duties: dutiesOn([4, 5, 6, 7, 8, 9, 10], '07:00', '17:45', 45) });
    expect(res.status).toBe(409);
    expect(codes(res.body.findings)).toContain('WEEKLY_MAXIMUM_EXCEEDED');
    expect(res.body.findings.every((f: { severity: string }) => f.severity === 'Error')).toBe(true);
  });

  test('when other assignments fill the rest of the same ISO week, then their hours count', async () => {
    const { facility, order, employee } = await world(h);
    const other = await secondOrder(facility.id);
    expect((await assign(h, { orderId: other.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-06' })).status).toBe(200);
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-07', endDate: '2026-05-10' });
    // Mon–Wed 3 × 8 h of the other assignment + Thu–Sun 4 × 8 h of this one.
    const contract = res.body.findings.find((f: { code: string }) => f.code === 'CONTRACT_HOURS_EXCEEDED');
    expect(contract.details).toMatchObject({ plannedHours: 56, contractHours: 40, excessHours: 16 });
  });

  test('when a day has exactly 10 net hours, then it is fine; a quarter hour more is over the daily limit', async () => {
    const { order, employee } = await world(h);
    const day = { startDate: '2026-05-04', endDate: '2026-05-04' };
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...day, duties: dutiesOn([4], '07:00', '17:45', 45) })).body.findings).toEqual([]);
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...day, duties: dutiesOn([4], '07:00', '18:00', 45) });
    expect(summary(res.body.findings)).toEqual(['workingHours:DAILY_HOURS_EXCEEDED:Warning']);
  });

  test('when a late shift is followed by an early shift, then the 11-hour rest is violated; exactly 11 hours is fine', async () => {
    const { facility, employee } = await world(h);
    const late = await secondOrder(facility.id, { shiftPattern: everyDay({ start: '13:30', end: '22:00', breakMinutes: 30 }) });
    const early = await secondOrder(facility.id, { shiftPattern: everyDay({ start: '06:00', end: '14:30', breakMinutes: 30 }) });
    const nine = await secondOrder(facility.id, { shiftPattern: everyDay({ start: '09:00', end: '17:30', breakMinutes: 30 }) });
    expect(late.hoursPerDay).toBe(8);
    expect((await assign(h, { orderId: late.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-04' })).status).toBe(200);
    const tooEarly = await preview(h, { orderId: early.id, employeeId: employee.id, startDate: '2026-05-05', endDate: '2026-05-05' });
    expect(summary(tooEarly.body.findings)).toEqual(['workingHours:REST_TOO_SHORT:Warning']);
    expect(tooEarly.body.findings[0].details).toMatchObject({ restHours: 8, previousDutyDate: '2026-05-04', previousEnd: '22:00', nextDutyDate: '2026-05-05', nextStart: '06:00' });
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
    // DUTY_OVERLAP (was ASSIGNMENT_OVERLAP over dates): the two Frühdienste on 8 May overlap in time.
    const overlaps = res.body.findings.filter((f: { check: string }) => f.check === 'overlap');
    expect(summary(overlaps)).toEqual(['overlap:DUTY_OVERLAP:Error']);
    expect(overlaps[0].related).toContainEqual(expect.objectContaining({ type: 'assignment', id: first.body.id }));
    expect(overlaps[0].details).toMatchObject({ date: '2026-05-08', otherDate: '2026-05-08', otherAssignmentId: first.body.id, overlapHours: 8.5 });
  });

  test('when a new assignment starts the day after another ends, then there is no overlap', async () => {
    const { order, employee } = await world(h);
    await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-09', endDate: '2026-05-12', ...half });
    expect(res.status).toBe(200);
    // Nine days in a row are a working-time finding now, but nothing overlaps.
    expect(res.body.warnings.filter((f: { check: string }) => f.check === 'overlap')).toEqual([]);
  });

  test('when overlap is a Warning, then the overlapping assignment is saved with the warning', async () => {
    await setSeverities(h, { overlap: 'Warning' });
    // An order for two: the second assignment takes a free place (no ORDER_HEADCOUNT_EXCEEDED).
    const { order, employee } = await world(h, { order: { headcount: 2 } });
    await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...monToFri, ...half });
    expect(res.status).toBe(200);
    // One finding for the five overlapping days with the other assignment, each day in details.days.
    const overlaps = res.body.warnings.filter((f: { check: string }) => f.check === 'overlap');
    expect(summary(overlaps)).toEqual(['overlap:DUTY_OVERLAP:Warning']);
    expect(overlaps[0].details.days).toHaveLength(5);
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
