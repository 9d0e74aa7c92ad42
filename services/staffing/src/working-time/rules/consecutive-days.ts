/** More than 6 working days in a row (a day with a duty starting on it) without a day off. */
import { fromDayNumber } from '../../shared/dates';
import { date } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

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
        const [f, l, off] = [date(fromDayNumber(first)), date(fromDayNumber(last)), date(fromDayNumber(first + max))];
        const n = last - first + 1;
        out.push({
          code: 'CONSECUTIVE_DAYS_EXCEEDED',
          text: {
            de: `${ctx.facts.employee.name} arbeitet ${n} Tage in Folge (${f.de}–${l.de}), mehr als ${max}.`,
            en: `${ctx.facts.employee.name} works ${n} days in a row (${f.en} to ${l.en}), more than ${max}.`,
          },
          remedy: { de: `Spätestens am ${off.de} einen freien Tag einplanen.`, en: `Plan a day off on ${off.en} at the latest.` },
          related: [ctx.employeeRecord],
          details: { from: fromDayNumber(first), to: fromDayNumber(last), days: n, limitDays: max },
        });
      }
    }
    return out;
  },
};
