/** The employee's contractual weekly hours, on net hours per ISO week (all assignments). */
import { mondayOfDay } from '../../shared/dates';
import { hours, round2 } from '../format';
import { candidateWeeks, weeklyNetMinutes, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';
import { weekDetails, weekLabel } from '../week-label';

export const contractHours: WorkingTimeRule = {
  code: 'CONTRACT_HOURS_EXCEEDED',
  check: 'workingHours',
  legalSource: 'Arbeitsvertrag (vereinbarte Wochenstunden)',
  window: (c) => ({ from: mondayOfDay(c.from), to: mondayOfDay(c.to) + 6 }),
  evaluate(ctx) {
    const limit = ctx.facts.employee.weeklyHours;
    if (limit === null) return [];
    const weeks = weeklyNetMinutes(ctx);
    const out: RuleFinding[] = [];
    for (const monday of candidateWeeks(ctx)) {
      const planned = (weeks.get(monday) ?? 0) / 60;
      if (planned <= limit) continue;
      const w = weekLabel(monday);
      const [h, l, x] = [hours(planned), hours(limit), hours(planned - limit)];
      out.push({
        code: 'CONTRACT_HOURS_EXCEEDED',
        text: {
          de: `In ${w.de} sind für ${ctx.facts.employee.name} ${h.de} h geplant, mehr als die vertraglichen ${l.de} h.`,
          en: `In ${w.en} ${h.en} h are planned for ${ctx.facts.employee.name}, more than the contractual ${l.en} h.`,
        },
        remedy: { de: `${x.de} h in ${w.de} streichen.`, en: `Remove ${x.en} h in ${w.en}.` },
        related: [ctx.employeeRecord],
        details: { ...weekDetails(monday), plannedHours: round2(planned), contractHours: limit, excessHours: round2(planned - limit) },
      });
    }
    return out;
  },
};
