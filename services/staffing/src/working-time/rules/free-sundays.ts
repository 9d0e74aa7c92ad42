/** ArbZG §11 Abs. 1: at least 15 Sundays per calendar year free of work (any work 00:00–24:00 counts). */
import { fromDayNumber, isoWeekdayOfDay, toDayNumber } from '../../shared/dates';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

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
    const worksOn = ctx.isBusy;
    const years = new Set<number>();
    for (const day of ctx.candidateDays) {
      for (const d of [day, day + 1]) if (isoWeekdayOfDay(d) === 7 && worksOn(d)) years.add(Number(fromDayNumber(d).slice(0, 4)));
    }
    const out: RuleFinding[] = [];
    for (const year of [...years].sort()) {
      const first = toDayNumber(`${year}-01-01`);
      const last = toDayNumber(`${year}-12-31`);
      let sundays = 0;
      let worked = 0;
      for (let d = first + ((7 - isoWeekdayOfDay(first)) % 7); d <= last; d += 7) {
        sundays++;
        if (worksOn(d)) worked++;
      }
      const free = sundays - worked;
      if (free >= min) continue;
      const more = min - free;
      out.push({
        code: 'FREE_SUNDAYS_TOO_FEW',
        text: {
          de: `${ctx.facts.employee.name} arbeitet ${year} an ${worked} von ${sundays} Sonntagen; nur ${free} bleiben frei, mindestens ${min} müssen frei sein.`,
          en: `${ctx.facts.employee.name} works on ${worked} of ${sundays} Sundays in ${year}; only ${free} stay free, at least ${min} must.`,
        },
        remedy: { de: `${more} Sonntag(e) in ${year} freigeben.`, en: `Free ${more} more Sunday(s) in ${year}.` },
        related: [ctx.employeeRecord],
        details: { year, sundays, workedSundays: worked, freeSundays: free, minFreeSundays: min },
      });
    }
    return out;
  },
};
