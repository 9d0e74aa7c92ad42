/**
 * ArbZG §3 Satz 2: 48 h per week on average over 24 weeks. For each candidate week the window is
 * that week and the 23 before it; the rule reads no duty outside those weeks.
 */
import { fromDayNumber, mondayOfDay } from '../../shared/dates';
import { date, hours, round2 } from '../format';
import { around, candidateWeeks, weekNetMinutes, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export const weeklyAverage: WorkingTimeRule = {
  code: 'WEEKLY_AVERAGE_EXCEEDED',
  check: 'workingHours',
  legalSource: 'ArbZG §3 Satz 2',
  window: around(0, 0),
  weeksWindow: (c, p) => ({ from: mondayOfDay(c.from) - (p.averageWeeks - 1) * 7, to: mondayOfDay(c.to) + 6 }),
  evaluate(ctx) {
    const { averageWeeks: n, weeklyAverageMaxHours: limit } = ctx.params;
    const out: RuleFinding[] = [];
    for (const monday of candidateWeeks(ctx)) {
      let total = 0;
      for (let i = 0; i < n; i++) total += weekNetMinutes(ctx, monday - i * 7);
      const avg = total / 60 / n;
      if (avg <= limit) continue;
      const from = fromDayNumber(monday - (n - 1) * 7);
      const to = fromDayNumber(monday + 6);
      const [f, t, a, x] = [date(from), date(to), hours(avg), hours(total / 60 - limit * n)];
      out.push({
        code: 'WEEKLY_AVERAGE_EXCEEDED',
        text: {
          de: `Im Ausgleichszeitraum ${f.de}–${t.de} (${n} Wochen) liegt der Durchschnitt bei ${a.de} h pro Woche, mehr als ${limit} h.`,
          en: `In the averaging period ${f.en} to ${t.en} (${n} weeks) the average is ${a.en} h per week, more than ${limit} h.`,
        },
        remedy: { de: `${x.de} h im Zeitraum ${f.de}–${t.de} streichen.`, en: `Remove ${x.en} h between ${f.en} and ${t.en}.` },
        related: [ctx.employeeRecord],
        details: { windowFrom: from, windowTo: to, weeks: n, totalHours: round2(total / 60), averageHours: round2(avg), limitHours: limit },
      });
    }
    return out;
  },
};
