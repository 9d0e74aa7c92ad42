/** JArbSchG §8 Abs. 1: under-18s work at most 8 h a day. */
import { fromDayNumber } from '../../shared/dates';
import { round2 } from '../format';
import { dailyLimitRule } from '../limit-rules';
import { netHoursOn } from '../rule';
import { isMinorOn } from '../youth';
import type { DayHoursParams, DaysHoursParams } from './daily-hours';

export const youthDailyHours = dailyLimitRule({
  code: 'YOUTH_DAILY_HOURS_EXCEEDED',
  legalSource: 'JArbSchG §8 Abs. 1',
  limit: (ctx) => ctx.params.youthDailyMaxHours,
  measure: (ctx, day) => (isMinorOn(ctx, fromDayNumber(day)) ? netHoursOn(ctx, day) : null),
  describe: (ctx, { date, value: net, limit }) => ({
    params: { name: ctx.facts.employee.name, date, planned: net, limit } satisfies DayHoursParams,
    details: { plannedHours: round2(net), limitHours: limit },
  }),
  describeDays: (ctx, { values, limit }) => {
    return {
      params: { name: ctx.facts.employee.name, values, limit } satisfies DaysHoursParams,
      details: { maxPlannedHours: round2(Math.max(...values)) },
    };
  },
});
