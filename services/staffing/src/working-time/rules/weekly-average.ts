/**
 * ArbZG §3 Satz 2: 48 h per week on average over 24 weeks. For each candidate week the window is
 * that week and the 23 before it; the rule reads no duty outside those weeks.
 */
import { fromDayNumber, mondayOfDay } from '../../shared/dates';
import { round2 } from '../format';
import { around, candidateWeeks, weekNetMinutes, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export interface WeeklyAverageParams {
  /** The averaging period. */
  from: string;
  to: string;
  weeks: number;
  average: number;
  limit: number;
  /** Hours over the limit in the period. */
  excess: number;
}

export const weeklyAverage: WorkingTimeRule = {
  code: 'WEEKLY_AVERAGE_EXCEEDED',
  check: 'workingHours',
  legalSource: 'ArbZG §3 Satz 2',
  window: around(0, 0),
  weeksWindow: (c, p) => ({ from: mondayOfDay(c.from) - (p.averageWeeks - 1) * 7, to: mondayOfDay(c.to) + 6 }),
  evaluate(ctx) {
    const { averageWeeks: n, weeklyAverageMaxHours: limit } = ctx.params;
    const out: RuleFinding[] = [];
    for (const monday of candidateWeeks(ctx)) {
      let total = 0;
      for (let i = 0; i < n; i++) total += weekNetMinutes(ctx, monday - i * 7);
      const avg = total / 60 / n;
      if (avg <= limit) continue;
      const from = fromDayNumber(monday - (n - 1) * 7);
      const to = fromDayNumber(monday + 6);
      const params: WeeklyAverageParams = { from, to, weeks: n, average: avg, limit, excess: total / 60 - limit * n };
      out.push({
        code: 'WEEKLY_AVERAGE_EXCEEDED',
        params,
        related: [ctx.employeeRecord],
        details: { windowFrom: from, windowTo: to, weeks: n, totalHours: round2(total / 60), averageHours: round2(avg), limitHours: limit },
      });
    }
    return out;
  },
};
