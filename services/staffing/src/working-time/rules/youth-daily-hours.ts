/** JArbSchG §8 Abs. 1: under-18s work at most 8 h a day. */
import { fromDayNumber } from '../../shared/dates';
import { hours, round2, spread } from '../format';
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
  describeDays: (ctx, { on, values, limit }) => {
    const [name, h, x, total] = [ctx.facts.employee.name, spread(values), spread(values.map((v) => v - limit)), hours(values.reduce((a, v) => a + v - limit, 0))];
    return {
      text: { de: `${name} ist minderjährig: ${on.de} sind je Tag ${h.de} h geplant, höchstens ${limit} h erlaubt.`, en: `${name} is under 18: ${h.en} h per day are planned ${on.en}, at most ${limit} h are allowed.` },
      remedy: { de: `An jedem dieser Tage ${x.de} h streichen, insgesamt ${total.de} h.`, en: `Remove ${x.en} h on each of these days, ${total.en} h in total.` },
      details: { maxPlannedHours: round2(Math.max(...values)) },
    };
  },
});
