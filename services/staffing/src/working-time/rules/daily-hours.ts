/** ArbZG §3 Satz 1: more than 10 h of net work on one day (all duties starting that day). */
import { dutyRecords, hours, round2, uniqueRecords } from '../format';
import { dailyLimitRule } from '../limit-rules';
import { netHoursOn } from '../rule';

export const dailyHours = dailyLimitRule({
  code: 'DAILY_HOURS_EXCEEDED',
  legalSource: 'ArbZG §3 Satz 1',
  limit: (ctx) => ctx.params.dailyMaxHours,
  measure: netHoursOn,
  describe(ctx, { day, label: d, value: net, limit }) {
    const [h, excess] = [hours(net), hours(net - limit)];
    return {
      text: {
        de: `Am ${d.de} sind ${h.de} h Arbeit geplant, mehr als die zulässigen ${limit} h.`,
        en: `On ${d.en} ${h.en} h of work are planned, more than the permitted ${limit} h.`,
      },
      remedy: { de: `${excess.de} h am ${d.de} streichen.`, en: `Remove ${excess.en} h on ${d.en}.` },
      related: uniqueRecords([ctx.employeeRecord, ...(ctx.byDay.get(day) ?? []).flatMap((t) => dutyRecords(t.duty))]),
      details: { plannedHours: round2(net), limitHours: limit, excessHours: round2(net - limit) },
    };
  },
});
