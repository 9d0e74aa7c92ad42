/** The employee's contractual weekly hours, on net hours per ISO week (all assignments). */
import { hours, round2 } from '../format';
import { weeklyLimitRule } from '../limit-rules';
import { candidateWeekHours } from '../rule';

export const contractHours = weeklyLimitRule({
  code: 'CONTRACT_HOURS_EXCEEDED',
  legalSource: 'Arbeitsvertrag (vereinbarte Wochenstunden)',
  limit: (ctx) => ctx.facts.employee.weeklyHours,
  measure: candidateWeekHours,
  describe(ctx, { label: w, value: planned, limit }) {
    const [h, l, x] = [hours(planned), hours(limit), hours(planned - limit)];
    return {
      text: {
        de: `In ${w.de} sind für ${ctx.facts.employee.name} ${h.de} h geplant, mehr als die vertraglichen ${l.de} h.`,
        en: `In ${w.en} ${h.en} h are planned for ${ctx.facts.employee.name}, more than the contractual ${l.en} h.`,
      },
      remedy: { de: `${x.de} h in ${w.de} streichen.`, en: `Remove ${x.en} h in ${w.en}.` },
      details: { plannedHours: round2(planned), contractHours: limit, excessHours: round2(planned - limit) },
    };
  },
});
