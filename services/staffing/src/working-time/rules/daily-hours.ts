/** ArbZG §3 Satz 1: more than 10 h of net work on one day (all duties starting that day). */
import { dutyRecords, round2, uniqueRecords } from '../format';
import { dailyLimitRule } from '../limit-rules';
import { netHoursOn } from '../rule';

/** A day's planned hours over a limit. */
export interface DayHoursParams {
  date: string;
  planned: number;
  limit: number;
  /** The employee (the youth rule names them). */
  name?: string;
}

/** Several days' planned hours over a limit: each day's. */
export interface DaysHoursParams {
  values: number[];
  limit: number;
  name?: string;
}

export const dailyHours = dailyLimitRule({
  code: 'DAILY_HOURS_EXCEEDED',
  legalSource: 'ArbZG §3 Satz 1',
  limit: (ctx) => ctx.params.dailyMaxHours,
  measure: netHoursOn,
  describe(ctx, { day, date, value: net, limit }) {
    return {
      params: { date, planned: net, limit } satisfies DayHoursParams,
      related: uniqueRecords([ctx.employeeRecord, ...(ctx.byDay.get(day) ?? []).flatMap((t) => dutyRecords(t.duty))]),
      details: { plannedHours: round2(net), limitHours: limit, excessHours: round2(net - limit) },
    };
  },
  describeDays(_ctx, { values, limit }) {
    const excess = values.map((v) => v - limit);
    return {
      params: { values, limit } satisfies DaysHoursParams,
      details: { maxExcessHours: round2(Math.max(...excess)), totalExcessHours: round2(excess.reduce((a, b) => a + b, 0)) },
    };
  },
});
