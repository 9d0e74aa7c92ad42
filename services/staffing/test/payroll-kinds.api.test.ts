import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { frueh } from './support/fixtures';
import { actual, sheetOf } from './support/timesheets';
import { confirm, confirmedWeek, lineOf, runMonth } from './support/payroll';

const h = Harness.forFile('payroll_kinds');
const weekends = { weekdays: { sat: frueh, sun: frueh } };

/** Saturdays and Sundays 17–31 October 2026, 06:00–14:30 less 30 min, at a facility; the three weeks confirmed. */
async function octoberWeekends(facility: Record<string, unknown>, w43Rows?: unknown[]) {
  const w = await confirmedWeek(h, { from: '2026-10-17', to: '2026-10-31', week: '2026-W42', pattern: weekends, facility });
  await confirm(h, (await sheetOf(h, '2026-W43', w.assignment.id)).id, w43Rows);
  await confirm(h, (await sheetOf(h, '2026-W44', w.assignment.id)).id);
  return w;
}

describe('minutes by wage type (the one hours split, the payroll’s night window 23:00–06:00, the facility’s holidays)', () => {
  test('a Sunday, the autumn clock-change night (one hour more), and Reformation Day where it is a holiday (Hamburg) and not (Berlin)', async () => {
    // Saturday 24 October worked as a night 22:00–06:00 without break into Sunday 25, the night the clocks go back.
    const hamburg = await octoberWeekends({ name: 'Haus Alster', postalCode: '20095', city: 'Hamburg', state: 'HH' }, [
      actual('2026-10-24', '2026-10-24T22:00', '2026-10-25T06:00', 0),
    ]);
    const berlin = await octoberWeekends({ name: 'Haus Spree', postalCode: '10115', city: 'Berlin' });
    const run = (await runMonth(h, '2026-10')).body;

    // Sat 17, Sun 18, Sun 25, Sat 31: 8 h each; the night: 9 h elapsed, 8 h of them 23:00–06:00, 7 h on Sunday.
    expect(lineOf(run, hamburg.employee.id)).toMatchObject({
      workedMinutes: 4 * 480 + 540,
      nightMinutes: 480,
      sundayMinutes: 480 + 420 + 480,
      holidayMinutes: 480,
      overtimeMinutes: 0,
      regularMinutes: 4 * 480 + 540,
      workingDays: 5,
      mealAllowanceDays: 5,
    });
    expect(lineOf(run, berlin.employee.id)).toMatchObject({ workedMinutes: 5 * 480, nightMinutes: 0, sundayMinutes: 2 * 480, holidayMinutes: 0 });
    expect(run.totals.workedMinutes).toBe(4 * 480 + 540 + 5 * 480);
  });

  test('a night duty 22:00–06:00 of an ordinary night: 7 h in the payroll night 23:00–06:00 less the break', async () => {
    const nights = { weekdays: { tue: { start: '22:00', end: '06:00', breakMinutes: 30 } } };
    const w = await confirmedWeek(h, { from: '2026-09-07', to: '2026-09-13', week: '2026-W37', pattern: nights, facility: { postalCode: '80331', city: 'München' } });
    const line = lineOf((await runMonth(h, '2026-09')).body, w.employee.id);
    // The break lies at the duty's midpoint (01:45–02:15), inside the night window.
    expect(line).toMatchObject({ workedMinutes: 450, nightMinutes: 420 - 30, sundayMinutes: 0, holidayMinutes: 0 });
  });
});
