/** More than 6 working days in a row (a day with a duty starting on it) without a day off. */
import { fromDayNumber } from '../../shared/dates';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export interface ConsecutiveDaysParams {
  name: string;
  days: number;
  from: string;
  to: string;
  /** The latest day off that ends the run within the limit. */
  dayOff: string;
  max: number;
}

export const consecutiveDays: WorkingTimeRule = {
  code: 'CONSECUTIVE_DAYS_EXCEEDED',
  check: 'workingHours',
  legalSource: 'ArbZG §11 Abs. 3, RL 2003/88/EG Art. 5 (wöchentliche Ruhezeit)',
  window: around(0, 0),
  // Runs are walked out over the week sums: as far as they go within the weeks read.
  weeksWindow: (c, p) => ({ from: c.from - p.maxConsecutiveDays, to: c.to + p.maxConsecutiveDays }),
  evaluate(ctx) {
    const max = ctx.params.maxConsecutiveDays;
    const out: RuleFinding[] = [];
    // Only the runs of working days that contain a candidate day, each walked out from it once.
    let coveredTo = -Infinity;
    for (const day of [...ctx.candidateDays].sort((a, b) => a - b)) {
      if (day <= coveredTo || !ctx.startsOn(day)) continue;
      let first = day;
      let last = day;
      while (ctx.startsOn(first - 1)) first--;
      while (ctx.startsOn(last + 1)) last++;
      coveredTo = last;
      if (last - first + 1 > max) {
        const n = last - first + 1;
        const params: ConsecutiveDaysParams = { name: ctx.facts.employee.name, days: n, from: fromDayNumber(first), to: fromDayNumber(last), dayOff: fromDayNumber(first + max), max };
        out.push({
          code: 'CONSECUTIVE_DAYS_EXCEEDED',
          params,
          related: [ctx.employeeRecord],
          details: { from: fromDayNumber(first), to: fromDayNumber(last), days: n, limitDays: max },
        });
      }
    }
    return out;
  },
};
