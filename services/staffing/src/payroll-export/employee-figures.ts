import type { PayrollFigures } from '@cs/contracts/http/payroll-export';
import type { MinutesByKind } from '../billing-hours/types';
import type { ConfirmedDuty } from './confirmed-duties.repo';
import type { PayrollMonth } from './payroll-month';

/** What pay counts of one duty: minutes worked (less the break) and the parts of them at night, on a Sunday, on a holiday. */
export type DutyMinutes = Omit<MinutesByKind, 'regular'>;

/**
 * More than 8 hours away from home on a calendar day make a day with meal allowance (§ 9 Abs. 4a
 * Satz 3 Nr. 3 EStG); the time at work (start to end, breaks included) stands for the absence, dated
 * by the duty.
 */
export const MEAL_ALLOWANCE_MINUTES = 8 * 60;

export const zeroFigures = (): PayrollFigures => ({
  workedMinutes: 0, regularMinutes: 0, nightMinutes: 0, sundayMinutes: 0, holidayMinutes: 0, overtimeMinutes: 0, workingDays: 0, mealAllowanceDays: 0,
});

/**
 * One employee's figures of a month from their confirmed duties (from the Monday of the month's
 * first week, ordered by date and start). Overtime: per ISO week, the minutes worked beyond the
 * contract's weekly hours, in the order they were worked — so each overtime minute has the date of
 * the duty that went beyond, and belongs to that date's month. No weekly hours: no overtime.
 * `regular` = worked − overtime; night, Sunday and holiday are parts of the worked minutes.
 */
export function employeeFigures(duties: readonly ConfirmedDuty[], m: PayrollMonth, split: (d: ConfirmedDuty) => DutyMinutes): PayrollFigures {
  const figures = zeroFigures();
  const limit = duties[0]?.weeklyHours == null ? null : Math.round(duties[0].weeklyHours * 60);
  const presence = new Map<string, number>();
  let week = '';
  let weekWorked = 0;
  for (const duty of duties) {
    const minutes = split(duty);
    if (duty.weekStart !== week) [week, weekWorked] = [duty.weekStart, 0];
    const overtime = limit === null ? 0 : Math.max(0, Math.min(minutes.worked, weekWorked + minutes.worked - limit));
    weekWorked += minutes.worked;
    if (duty.date < m.first || minutes.worked <= 0) continue;
    figures.workedMinutes += minutes.worked;
    figures.overtimeMinutes += overtime;
    figures.nightMinutes += minutes.night;
    figures.sundayMinutes += minutes.sunday;
    figures.holidayMinutes += minutes.holiday;
    presence.set(duty.date, (presence.get(duty.date) ?? 0) + minutes.worked + duty.breakMinutes);
  }
  figures.regularMinutes = figures.workedMinutes - figures.overtimeMinutes;
  figures.workingDays = presence.size;
  figures.mealAllowanceDays = [...presence.values()].filter((present) => present > MEAL_ALLOWANCE_MINUTES).length;
  return figures;
}

/** The sum of figures (a run's totals: the sum of its lines, minute for minute). */
export function addFigures(total: PayrollFigures, more: PayrollFigures): PayrollFigures {
  const sum = { ...total };
  for (const key of Object.keys(sum) as Array<keyof PayrollFigures>) sum[key] += more[key];
  return sum;
}
