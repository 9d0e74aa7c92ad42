/** JArbSchG §15: under-18s work at most 5 days a week. */
import { weeklyLimitRule } from '../limit-rules';
import { youthWeeks } from './youth-week';

export interface YouthDaysParams {
  name: string;
  monday: number;
  days: number;
  limit: number;
}

export const youthDaysPerWeek = weeklyLimitRule({
  code: 'YOUTH_DAYS_PER_WEEK_EXCEEDED',
  legalSource: 'JArbSchG §15',
  limit: (ctx) => ctx.params.youthDaysPerWeek,
  measure: (ctx) => youthWeeks(ctx).map((w) => ({ monday: w.monday, value: w.workDays })),
  describe: (ctx, { monday, value: days, limit }) => ({
    params: { name: ctx.facts.employee.name, monday, days, limit } satisfies YouthDaysParams,
    details: { workDays: days, limitDays: limit },
  }),
});
