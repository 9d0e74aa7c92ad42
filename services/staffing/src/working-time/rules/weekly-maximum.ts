/** ArbZG §3: at most 6 working days × 10 h = 60 h in one calendar (ISO) week. */
import { hours, round2 } from '../format';
import { weeklyLimitRule } from '../limit-rules';
import { candidateWeekHours } from '../rule';

export const weeklyMaximum = weeklyLimitRule({
  code: 'WEEKLY_MAXIMUM_EXCEEDED',
  legalSource: 'ArbZG §3 (6 Werktage × 10 h)',
  limit: (ctx) => ctx.params.weeklyMaxHours,
  measure: candidateWeekHours,
  describe: (_ctx, { label: w, value: planned, limit }) => ({
    text: { de: `In ${w.de} sind ${hours(planned).de} h geplant, mehr als die zulässigen ${limit} h.`, en: `In ${w.en} ${hours(planned).en} h are planned, more than the permitted ${limit} h.` },
    remedy: { de: `${hours(planned - limit).de} h in ${w.de} streichen.`, en: `Remove ${hours(planned - limit).en} h in ${w.en}.` },
    details: { plannedHours: round2(planned), limitHours: limit, excessHours: round2(planned - limit) },
  }),
});
