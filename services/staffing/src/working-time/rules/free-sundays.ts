/** ArbZG §11 Abs. 1: at least 15 Sundays per calendar year free of work (any work 00:00–24:00 counts). */
import { fromDayNumber, isoWeekdayOfDay, toDayNumber } from '../../shared/dates';
import { around, type RuleContext, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export interface FreeSundaysParams {
  name: string;
  year: number;
  worked: number;
  sundays: number;
  free: number;
  min: number;
  /** Sundays still to free. */
  more: number;
}

export const freeSundays: WorkingTimeRule = {
  code: 'FREE_SUNDAYS_TOO_FEW',
  check: 'workingHours',
  legalSource: 'ArbZG §11 Abs. 1',
  // Whether each Sunday of the candidate's calendar years is worked: the week sums.
  window: around(0, 0),
  weeksWindow: (c) => ({
    from: toDayNumber(`${fromDayNumber(c.from).slice(0, 4)}-01-01`),
    to: toDayNumber(`${fromDayNumber(c.to).slice(0, 4)}-12-31`),
  }),
  evaluate(ctx) {
    const min = ctx.params.minFreeSundaysPerYear;
    const years = new Set<number>();
    for (const day of ctx.candidateDays) {
      // The candidate's day, or the next one after a night duty, is a worked Sunday.
      const sunday = isoWeekdayOfDay(day) === 7 ? day : isoWeekdayOfDay(day + 1) === 7 ? day + 1 : null;
      if (sunday !== null && ctx.isBusy(sunday)) years.add(Number(fromDayNumber(sunday).slice(0, 4)));
    }
    const out: RuleFinding[] = [];
    for (const year of [...years].sort()) {
      const first = toDayNumber(`${year}-01-01`);
      const last = toDayNumber(`${year}-12-31`);
      let sundays = 0;
      for (let d = first + ((7 - isoWeekdayOfDay(first)) % 7); d <= last; d += 7) sundays++;
      const worked = workedSundays(ctx, first, last);
      const free = sundays - worked;
      if (free >= min) continue;
      const more = min - free;
      const params: FreeSundaysParams = { name: ctx.facts.employee.name, year, worked, sundays, free, min, more };
      out.push({
        code: 'FREE_SUNDAYS_TOO_FEW',
        params,
        related: [ctx.employeeRecord],
        details: { year, sundays, workedSundays: worked, freeSundays: free, minFreeSundays: min },
      });
    }
    return out;
  },
};

/** Sundays in first–last (day numbers) with work, from the week sums: a week's Sunday is its seventh day. */
function workedSundays(ctx: RuleContext, first: number, last: number): number {
  const worked = new Set<number>();
  for (const weeks of [ctx.otherWeeks, ctx.ownWeeks]) {
    weeks.forEach((week, monday) => {
      if (week.busy[6] > 0 && monday + 6 >= first && monday + 6 <= last) worked.add(monday);
    });
  }
  return worked.size;
}
