/** JArbSchG §8 Abs. 1: under-18s work at most 40 h a week. */
import { round2 } from '../format';
import { weeklyLimitRule } from '../limit-rules';
import type { NamedWeekHoursParams } from './contract-hours';
import { youthWeeks } from './youth-week';

export const youthWeeklyHours = weeklyLimitRule({
  code: 'YOUTH_WEEKLY_HOURS_EXCEEDED',
  legalSource: 'JArbSchG §8 Abs. 1',
  limit: (ctx) => ctx.params.youthWeeklyMaxHours,
  measure: (ctx) => youthWeeks(ctx).map((w) => ({ monday: w.monday, value: w.netMinutes / 60 })),
  describe: (ctx, { monday, value: planned, limit }) => ({
    params: { name: ctx.facts.employee.name, monday, planned, limit } satisfies NamedWeekHoursParams,
    details: { plannedHours: round2(planned), limitHours: limit },
  }),
});
