/** JArbSchG §8 Abs. 1: under-18s work at most 40 h a week. */
import { mondayOfDay } from '../../shared/dates';
import { hours, round2 } from '../format';
import type { WorkingTimeRule } from '../rule';
import { weekDetails, weekLabel } from '../week-label';
import { youthWeeks } from './youth-week';

export const youthWeeklyHours: WorkingTimeRule = {
  code: 'YOUTH_WEEKLY_HOURS_EXCEEDED',
  check: 'workingHours',
  legalSource: 'JArbSchG §8 Abs. 1',
  window: (c) => ({ from: mondayOfDay(c.from), to: mondayOfDay(c.to) + 6 }),
  evaluate(ctx) {
    const limit = ctx.params.youthWeeklyMaxHours;
    return youthWeeks(ctx).filter((w) => w.netMinutes / 60 > limit).map((w) => {
      const planned = w.netMinutes / 60;
      const [l, h, x] = [weekLabel(w.monday), hours(planned), hours(planned - limit)];
      return {
        code: 'YOUTH_WEEKLY_HOURS_EXCEEDED',
        text: { de: `${ctx.facts.employee.name} ist minderjährig: in ${l.de} sind ${h.de} h geplant, höchstens ${limit} h erlaubt.`, en: `${ctx.facts.employee.name} is under 18: ${h.en} h are planned in ${l.en}, at most ${limit} h are allowed.` },
        remedy: { de: `${x.de} h in ${l.de} streichen.`, en: `Remove ${x.en} h in ${l.en}.` },
        related: [ctx.employeeRecord],
        details: { ...weekDetails(w.monday), plannedHours: round2(planned), limitHours: limit },
      };
    });
  },
};
