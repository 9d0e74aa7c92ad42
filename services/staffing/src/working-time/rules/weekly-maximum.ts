/** ArbZG §3: at most 6 working days × 10 h = 60 h in one calendar (ISO) week. */
import { hours, round2 } from '../format';
import { candidateWeeks, weeklyNetMinutes, type WorkingTimeRule } from '../rule';
import { mondayOfDay } from '../../shared/dates';
import type { RuleFinding } from '../types';
import { weekDetails, weekLabel } from '../week-label';

export const weeklyMaximum: WorkingTimeRule = {
  code: 'WEEKLY_MAXIMUM_EXCEEDED',
  check: 'workingHours',
  legalSource: 'ArbZG §3 (6 Werktage × 10 h)',
  window: (c) => ({ from: mondayOfDay(c.from), to: mondayOfDay(c.to) + 6 }),
  evaluate(ctx) {
    const limit = ctx.params.weeklyMaxHours;
    const weeks = weeklyNetMinutes(ctx);
    const out: RuleFinding[] = [];
    for (const monday of candidateWeeks(ctx)) {
      const planned = (weeks.get(monday) ?? 0) / 60;
      if (planned <= limit) continue;
      const w = weekLabel(monday);
      const h = hours(planned);
      const x = hours(planned - limit);
      out.push({
        code: 'WEEKLY_MAXIMUM_EXCEEDED',
        text: { de: `In ${w.de} sind ${h.de} h geplant, mehr als die zulässigen ${limit} h.`, en: `In ${w.en} ${h.en} h are planned, more than the permitted ${limit} h.` },
        remedy: { de: `${x.de} h in ${w.de} streichen.`, en: `Remove ${x.en} h in ${w.en}.` },
        related: [ctx.employeeRecord],
        details: { ...weekDetails(monday), plannedHours: round2(planned), limitHours: limit, excessHours: round2(planned - limit) },
      });
    }
    return out;
  },
};
