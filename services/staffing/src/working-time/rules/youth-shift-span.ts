/** JArbSchG §12: an under-18's shift (first start to last end of a day, breaks included) lasts at most 10 h. */
import { fromDayNumber } from '../../shared/dates';
import { hours, round2, spread } from '../format';
import { dailyLimitRule } from '../limit-rules';
import type { RuleContext } from '../rule';
import { isMinorOn } from '../youth';

/** Hours from the day's first start to its last end; null without duties or when not a minor that day. */
function shiftSpanHours(ctx: RuleContext, day: number): number | null {
  const duties = ctx.byDay.get(day) ?? [];
  if (!duties.length || !isMinorOn(ctx, fromDayNumber(day))) return null;
  return (Math.max(...duties.map((t) => t.endMs)) - duties[0].startMs) / 3_600_000;
}

export const youthShiftSpan = dailyLimitRule({
  code: 'YOUTH_SHIFT_SPAN_EXCEEDED',
  legalSource: 'JArbSchG §12',
  limit: (ctx) => ctx.params.youthShiftSpanHours,
  measure: shiftSpanHours,
  describe: (ctx, { label: d, value: span, limit }) => ({
    text: { de: `${ctx.facts.employee.name} ist minderjährig: die Schichtzeit am ${d.de} beträgt ${hours(span).de} h, höchstens ${limit} h erlaubt.`, en: `${ctx.facts.employee.name} is under 18: the shift on ${d.en} spans ${hours(span).en} h, at most ${limit} h are allowed.` },
    remedy: { de: `Schicht am ${d.de} auf ${limit} h von Beginn bis Ende begrenzen.`, en: `Limit the shift on ${d.en} to ${limit} h from start to end.` },
    details: { spanHours: round2(span), limitHours: limit },
  }),
  describeDays: (ctx, { on, values, limit }) => ({
    text: { de: `${ctx.facts.employee.name} ist minderjährig: die Schichtzeit beträgt ${on.de} je ${spread(values).de} h, höchstens ${limit} h erlaubt.`, en: `${ctx.facts.employee.name} is under 18: the shift spans ${spread(values).en} h ${on.en}, at most ${limit} h are allowed.` },
    remedy: { de: `Jede dieser Schichten auf ${limit} h von Beginn bis Ende begrenzen.`, en: `Limit each of these shifts to ${limit} h from start to end.` },
    details: { maxSpanHours: round2(Math.max(...values)) },
  }),
});
