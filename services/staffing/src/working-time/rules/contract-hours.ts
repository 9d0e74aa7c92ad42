/** The employee's contractual weekly hours, on net hours per ISO week (all assignments). */
import { round2 } from '../format';
import { weeklyLimitRule } from '../limit-rules';
import { candidateWeekHours } from '../rule';
import type { WeekHoursParams } from './weekly-maximum';

/** A week's planned hours of the employee over a limit. */
export interface NamedWeekHoursParams extends WeekHoursParams {
  name: string;
}

export const contractHours = weeklyLimitRule({
  code: 'CONTRACT_HOURS_EXCEEDED',
  legalSource: 'Arbeitsvertrag (vereinbarte Wochenstunden)',
  limit: (ctx) => ctx.facts.employee.weeklyHours,
  measure: candidateWeekHours,
  describe(ctx, { monday, value: planned, limit }) {
    return {
      params: { name: ctx.facts.employee.name, monday, planned, limit } satisfies NamedWeekHoursParams,
      details: { plannedHours: round2(planned), contractHours: limit, excessHours: round2(planned - limit) },
    };
  },
});
