/** ArbZG §3 Satz 1: more than 10 h of net work on one day (all duties starting that day). */
import { fromDayNumber } from '../../shared/dates';
import { date, dutyRecords, hours, round2, uniqueRecords } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export const dailyHours: WorkingTimeRule = {
  code: 'DAILY_HOURS_EXCEEDED',
  check: 'workingHours',
  legalSource: 'ArbZG §3 Satz 1',
  window: around(0, 0),
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    const limit = ctx.params.dailyMaxHours;
    for (const day of [...ctx.candidateDays].sort((a, b) => a - b)) {
      const duties = ctx.byDay.get(day) ?? [];
      const net = duties.reduce((s, t) => s + t.netMinutes, 0) / 60;
      if (net <= limit) continue;
      const d = date(fromDayNumber(day));
      const h = hours(net);
      const excess = hours(net - limit);
      out.push({
        code: 'DAILY_HOURS_EXCEEDED',
        text: {
          de: `Am ${d.de} sind ${h.de} h Arbeit geplant, mehr als die zulässigen ${limit} h.`,
          en: `On ${d.en} ${h.en} h of work are planned, more than the permitted ${limit} h.`,
        },
        remedy: { de: `${excess.de} h am ${d.de} streichen.`, en: `Remove ${excess.en} h on ${d.en}.` },
        related: uniqueRecords([ctx.employeeRecord, ...duties.flatMap((t) => dutyRecords(t.duty))]),
        details: { date: fromDayNumber(day), plannedHours: round2(net), limitHours: limit, excessHours: round2(net - limit) },
      });
    }
    return out;
  },
};
