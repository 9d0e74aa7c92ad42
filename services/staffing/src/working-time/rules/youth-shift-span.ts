/** JArbSchG §12: an under-18's shift (first start to last end of a day, breaks included) lasts at most 10 h. */
import { fromDayNumber } from '../../shared/dates';
import { date, hours, round2 } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';
import { isMinorOn } from '../youth';

export const youthShiftSpan: WorkingTimeRule = {
  code: 'YOUTH_SHIFT_SPAN_EXCEEDED',
  check: 'workingHours',
  legalSource: 'JArbSchG §12',
  window: around(0, 0),
  evaluate(ctx) {
    const limit = ctx.params.youthShiftSpanHours;
    const out: RuleFinding[] = [];
    for (const day of [...ctx.candidateDays].sort((a, b) => a - b)) {
      const iso = fromDayNumber(day);
      const duties = ctx.byDay.get(day) ?? [];
      if (!duties.length || !isMinorOn(ctx, iso)) continue;
      const span = (Math.max(...duties.map((t) => t.endMs)) - duties[0].startMs) / 3_600_000;
      if (span <= limit) continue;
      const [d, h] = [date(iso), hours(span)];
      out.push({
        code: 'YOUTH_SHIFT_SPAN_EXCEEDED',
        text: { de: `${ctx.facts.employee.name} ist minderjährig: die Schichtzeit am ${d.de} beträgt ${h.de} h, höchstens ${limit} h erlaubt.`, en: `${ctx.facts.employee.name} is under 18: the shift on ${d.en} spans ${h.en} h, at most ${limit} h are allowed.` },
        remedy: { de: `Schicht am ${d.de} auf ${limit} h von Beginn bis Ende begrenzen.`, en: `Limit the shift on ${d.en} to ${limit} h from start to end.` },
        related: [ctx.employeeRecord],
        details: { date: iso, spanHours: round2(span), limitHours: limit },
      });
    }
    return out;
  },
};
