/** JArbSchG §8 Abs. 1: under-18s work at most 40 h a week. */
import { round2 } from '../format';
import { weeklyLimitRule } from '../limit-rules';
import { youthHoursWords } from '../youth';
import { youthWeeks } from './youth-week';

export const youthWeeklyHours = weeklyLimitRule({
  code: 'YOUTH_WEEKLY_HOURS_EXCEEDED',
  legalSource: 'JArbSchG §8 Abs. 1',
  limit: (ctx) => ctx.params.youthWeeklyMaxHours,
  measure: (ctx) => youthWeeks(ctx).map((w) => ({ monday: w.monday, value: w.netMinutes / 60 })),
  describe: (ctx, { label: l, value: planned, limit }) => ({
    ...youthHoursWords(ctx, { de: `in ${l.de}`, en: `in ${l.en}` }, planned, limit),
    details: { plannedHours: round2(planned), limitHours: limit },
  }),
});
