/** JArbSchG §15: under-18s work at most 5 days a week. */
import { weeklyLimitRule } from '../limit-rules';
import { youthWeeks } from './youth-week';

export const youthDaysPerWeek = weeklyLimitRule({
  code: 'YOUTH_DAYS_PER_WEEK_EXCEEDED',
  legalSource: 'JArbSchG §15',
  limit: (ctx) => ctx.params.youthDaysPerWeek,
  measure: (ctx) => youthWeeks(ctx).map((w) => ({ monday: w.monday, value: w.workDays })),
  describe: (ctx, { label: l, value: days, limit }) => ({
    text: { de: `${ctx.facts.employee.name} ist minderjährig: in ${l.de} sind ${days} Arbeitstage geplant, höchstens ${limit} erlaubt.`, en: `${ctx.facts.employee.name} is under 18: ${days} working days are planned in ${l.en}, at most ${limit} are allowed.` },
    remedy: { de: `${days - limit} Tag(e) in ${l.de} freigeben.`, en: `Free ${days - limit} day(s) in ${l.en}.` },
    details: { workDays: days, limitDays: limit },
  }),
});
