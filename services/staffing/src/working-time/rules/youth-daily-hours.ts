/** JArbSchG §8 Abs. 1: under-18s work at most 8 h a day. */
import { fromDayNumber } from '../../shared/dates';
import { round2 } from '../format';
import { dailyLimitRule } from '../limit-rules';
import { netHoursOn } from '../rule';
import { isMinorOn, youthHoursWords } from '../youth';

export const youthDailyHours = dailyLimitRule({
  code: 'YOUTH_DAILY_HOURS_EXCEEDED',
  legalSource: 'JArbSchG §8 Abs. 1',
  limit: (ctx) => ctx.params.youthDailyMaxHours,
  measure: (ctx, day) => (isMinorOn(ctx, fromDayNumber(day)) ? netHoursOn(ctx, day) : null),
  describe: (ctx, { label: d, value: net, limit }) => ({
    ...youthHoursWords(ctx, { de: `am ${d.de}`, en: `on ${d.en}` }, net, limit),
    details: { plannedHours: round2(net), limitHours: limit },
  }),
});
