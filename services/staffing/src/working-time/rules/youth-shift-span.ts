/** JArbSchG §12: an under-18's shift (first start to last end of a day, breaks included) lasts at most 10 h. */
import { fromDayNumber } from '../../shared/dates';
import { round2 } from '../format';
import { dailyLimitRule } from '../limit-rules';
import type { RuleContext } from '../rule';
import { isMinorOn } from '../youth';
import type { DayHoursParams, DaysHoursParams } from './daily-hours';

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
  describe: (ctx, { date, value: span, limit }) => ({
    params: { name: ctx.facts.employee.name, date, planned: span, limit } satisfies DayHoursParams,
    details: { spanHours: round2(span), limitHours: limit },
  }),
  describeDays: (ctx, { values, limit }) => ({
    params: { name: ctx.facts.employee.name, values, limit } satisfies DaysHoursParams,
    details: { maxSpanHours: round2(Math.max(...values)) },
  }),
});
