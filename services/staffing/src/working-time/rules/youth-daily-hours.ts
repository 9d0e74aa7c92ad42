/** JArbSchG §8 Abs. 1: under-18s work at most 8 h a day. */
import { fromDayNumber } from '../../shared/dates';
import { date, hours, round2 } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';
import { isMinorOn } from '../youth';

export const youthDailyHours: WorkingTimeRule = {
  code: 'YOUTH_DAILY_HOURS_EXCEEDED',
  check: 'workingHours',
  legalSource: 'JArbSchG §8 Abs. 1',
  window: around(0, 0),
  evaluate(ctx) {
    const limit = ctx.params.youthDailyMaxHours;
    const out: RuleFinding[] = [];
    for (const day of [...ctx.candidateDays].sort((a, b) => a - b)) {
      const iso = fromDayNumber(day);
      if (!isMinorOn(ctx, iso)) continue;
      const net = (ctx.byDay.get(day) ?? []).reduce((s, t) => s + t.netMinutes, 0) / 60;
      if (net <= limit) continue;
      const [d, h, x] = [date(iso), hours(net), hours(net - limit)];
      out.push({
        code: 'YOUTH_DAILY_HOURS_EXCEEDED',
        text: { de: `${ctx.facts.employee.name} ist minderjährig: am ${d.de} sind ${h.de} h geplant, höchstens ${limit} h erlaubt.`, en: `${ctx.facts.employee.name} is under 18: ${h.en} h are planned on ${d.en}, at most ${limit} h are allowed.` },
        remedy: { de: `${x.de} h am ${d.de} streichen.`, en: `Remove ${x.en} h on ${d.en}.` },
        related: [ctx.employeeRecord],
        details: { date: iso, plannedHours: round2(net), limitHours: limit },
      });
    }
    return out;
  },
};
