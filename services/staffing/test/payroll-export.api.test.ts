import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { actual, put, step } from './support/timesheets';
import { confirm, confirmedWeek, lineOf, runMonth } from './support/payroll';

const h = Harness.forFile('payroll_export');

describe('overtime: per ISO week, the minutes worked beyond the contract’s weekly hours', () => {
  test('exactly the weekly hours make no overtime; one minute more makes one minute; no weekly hours, none', async () => {
    // Mon–Fri 06:00–14:30 less 30 min: 5 × 8 h = 40 h, June 2026, week 24.
    const week = { from: '2026-06-08', to: '2026-06-14', week: '2026-W24' };
    const exact = await confirmedWeek(h, week);
    const above = await confirmedWeek(h, { ...week, rows: [actual('2026-06-12', '2026-06-12T06:00', '2026-06-12T14:31', 30)] });
    const none = await confirmedWeek(h, { ...week, employee: { weeklyHours: null } });
    const res = await runMonth(h, '2026-06');
    expect(res.status).toBe(201);
    expect(lineOf(res.body, exact.employee.id)).toMatchObject({ workedMinutes: 2400, regularMinutes: 2400, overtimeMinutes: 0, workingDays: 5 });
    expect(lineOf(res.body, above.employee.id)).toMatchObject({ workedMinutes: 2401, regularMinutes: 2400, overtimeMinutes: 1 });
    expect(lineOf(res.body, none.employee.id)).toMatchObject({ workedMinutes: 2400, overtimeMinutes: 0 });
  });

  test('a week across two months: its overtime belongs to the month of the duty that went beyond the hours', async () => {
    // Week 27: Mon 29 June – Sun 5 July 2026; 20 weekly hours; Mon–Fri 8 h each.
    const w = await confirmedWeek(h, { from: '2026-06-29', to: '2026-07-05', week: '2026-W27', employee: { weeklyHours: 20 } });
    const july = (await runMonth(h, '2026-07')).body;
    // June (Mon, Tue: 16 h) stays within the 20 h; Wed brings 4 h overtime, Thu and Fri 8 h each.
    expect(lineOf(july, w.employee.id)).toMatchObject({ workedMinutes: 3 * 480, overtimeMinutes: 4 * 60 + 2 * 480, regularMinutes: 4 * 60, workingDays: 3 });
    expect(july.timesheets.filter((t: { employeeId: string }) => t.employeeId === w.employee.id)).toEqual([
      { timesheetId: w.sheet.id, revision: 1, assignmentId: w.assignment.id, employeeId: w.employee.id, weekStart: '2026-06-29', sincePreviousRun: 'new' },
    ]);
  });
});

describe('meal allowance: more than 8 hours at work on a date (§ 9 Abs. 4a Satz 3 Nr. 3 EStG)', () => {
  test('8 h from start to end: no; 8 h 1 min: yes', async () => {
    const w = await confirmedWeek(h, {
      from: '2026-04-06', to: '2026-04-12', week: '2026-W15',
      rows: [actual('2026-04-06', '2026-04-06T06:00', '2026-04-06T14:00', 30), actual('2026-04-07', '2026-04-07T06:00', '2026-04-07T14:01', 30)],
    });
    const line = lineOf((await runMonth(h, '2026-04')).body, w.employee.id);
    // Wed–Fri as planned: 06:00–14:30 = 8 h 30 min at work.
    expect(line).toMatchObject({ workingDays: 5, mealAllowanceDays: 4 });
  });
});

describe('repeatable: each run of a month is numbered and says which timesheets are new or changed', () => {
  test('a corrected timesheet is changed, a newly confirmed one new, the rest unchanged', async () => {
    const week = { from: '2026-03-09', to: '2026-03-15', week: '2026-W11' };
    const a = await confirmedWeek(h, week);
    const b = await confirmedWeek(h, week);
    const first = await runMonth(h, '2026-03');
    expect(first.body).toMatchObject({ runNumber: 1, timesheetCount: 2, newOrChangedCount: 2, employeeCount: 2 });
    expect(first.body.totals.workedMinutes).toBe(2 * 2400);

    const revised = await step(h, a.sheet.id, 'revise');
    await confirm(h, revised.body.id, [actual('2026-03-09', '2026-03-09T06:00', '2026-03-09T16:30', 30)]);
    const c = await confirmedWeek(h, { from: '2026-03-16', to: '2026-03-22', week: '2026-W12' });
    const second = await runMonth(h, '2026-03');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ runNumber: 2, timesheetCount: 3, newOrChangedCount: 2 });
    const since = Object.fromEntries(second.body.timesheets.map((t: { timesheetId: string; sincePreviousRun: string }) => [t.timesheetId, t.sincePreviousRun]));
    expect(since).toEqual({ [revised.body.id]: 'changed', [b.sheet.id]: 'unchanged', [c.sheet.id]: 'new' });
    expect(lineOf(second.body, a.employee.id)).toMatchObject({ workedMinutes: 2400 + 120, overtimeMinutes: 120 });

    const list = await h.call('/api/payroll-exports?month=2026-03');
    expect(list.body.items.map((r: { runNumber: number }) => r.runNumber)).toEqual([2, 1]);
    expect((await h.call(`/api/payroll-exports/${first.body.id}`)).body).toEqual(first.body);
    const [event] = await eventsFor(h, second.body.id);
    expect(event).toMatchObject({ type: 'staffing.payrollExport.created', subject: { type: 'payrollExport', label: 'Lohnexport 2026-03 Lauf 2' }, data: { runNumber: 2 } });
  });
});

describe('bad input', () => {
  test.each([
    ['a malformed month', { month: '2026-13' }, 'month'],
    ['a month in the future', { month: '2027-01' }, 'month'],
    ['an unknown field', { month: '2026-02', draft: true }, 'draft'],
  ])('%s → 400 naming the field', async (_name, body, field) => {
    const res = await h.call('/api/payroll-exports', { body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  test('a month with nothing confirmed → 409 PAYROLL_MONTH_EMPTY, no run', async () => {
    const res = await runMonth(h, '2025-02');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PAYROLL_MONTH_EMPTY');
    expect((await h.call('/api/payroll-exports?month=2025-02')).body.totalCount).toBe(0);
  });

  test('a correction still open: the confirmed revision counts until the correction is confirmed', async () => {
    const w = await confirmedWeek(h, { from: '2026-02-02', to: '2026-02-08', week: '2026-W06' });
    const open = await confirmedWeek(h, { from: '2026-02-02', to: '2026-02-08', week: '2026-W06' });
    await put(h, (await step(h, open.sheet.id, 'revise')).body.id, [actual('2026-02-02', '2026-02-02T06:00', '2026-02-02T18:00', 30)]);
    const run = (await runMonth(h, '2026-02')).body;
    // The correction is open: the confirmed revision counts until the correction is confirmed.
    expect(lineOf(run, open.employee.id)).toMatchObject({ workedMinutes: 2400 });
    expect(run.timesheets.map((t: { timesheetId: string }) => t.timesheetId).sort()).toEqual([w.sheet.id, open.sheet.id].sort());
  });

  test('without the payroll permission → 403', async () => {
    const token = await h.token({ timesheets: { read: 'All' } }, null);
    expect((await runMonth(h, '2026-02', token)).status).toBe(403);
    expect((await h.call('/api/payroll-exports', { token })).status).toBe(403);
    expect((await h.call('/api/settings/payroll', { token })).status).toBe(403);
  });
});
