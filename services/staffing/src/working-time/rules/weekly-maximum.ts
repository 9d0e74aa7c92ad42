/** ArbZG §3: at most 6 working days × 10 h = 60 h in one calendar (ISO) week. */
import { round2 } from '../format';
import { weeklyLimitRule } from '../limit-rules';
import { candidateWeekHours } from '../rule';

/** A week's planned hours over a limit; `monday` its day number. */
export interface WeekHoursParams {
  monday: number;
  planned: number;
  limit: number;
}

export const weeklyMaximum = weeklyLimitRule({
  code: 'WEEKLY_MAXIMUM_EXCEEDED',
  legalSource: 'ArbZG §3 (6 Werktage × 10 h)',
  limit: (ctx) => ctx.params.weeklyMaxHours,
  measure: candidateWeekHours,
  describe: (_ctx, { monday, value: planned, limit }) => ({
    params: { monday, planned, limit } satisfies WeekHoursParams,
    details: { plannedHours: round2(planned), limitHours: limit, excessHours: round2(planned - limit) },
  }),
});
