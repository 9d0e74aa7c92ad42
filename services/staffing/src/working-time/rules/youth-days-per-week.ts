/** JArbSchG §15: under-18s work at most 5 days a week. */
import { mondayOfDay } from '../../shared/dates';
import type { WorkingTimeRule } from '../rule';
import { weekDetails, weekLabel } from '../week-label';
import { youthWeeks } from './youth-week';

export const youthDaysPerWeek: WorkingTimeRule = {
  code: 'YOUTH_DAYS_PER_WEEK_EXCEEDED',
  check: 'workingHours',
  legalSource: 'JArbSchG §15',
  window: (c) => ({ from: mondayOfDay(c.from), to: mondayOfDay(c.to) + 6 }),
  evaluate(ctx) {
    const limit = ctx.params.youthDaysPerWeek;
    return youthWeeks(ctx).filter((w) => w.workDays > limit).map((w) => {
      const l = weekLabel(w.monday);
      return {
        code: 'YOUTH_DAYS_PER_WEEK_EXCEEDED',
        text: { de: `${ctx.facts.employee.name} ist minderjährig: in ${l.de} sind ${w.workDays} Arbeitstage geplant, höchstens ${limit} erlaubt.`, en: `${ctx.facts.employee.name} is under 18: ${w.workDays} working days are planned in ${l.en}, at most ${limit} are allowed.` },
        remedy: { de: `${w.workDays - limit} Tag(e) in ${l.de} freigeben.`, en: `Free ${w.workDays - limit} day(s) in ${l.en}.` },
        related: [ctx.employeeRecord],
        details: { ...weekDetails(w.monday), workDays: w.workDays, limitDays: limit },
      };
    });
  },
};
