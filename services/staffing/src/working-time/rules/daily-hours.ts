/** ArbZG §3 Satz 1: more than 10 h of net work on one day (all duties starting that day). */
import { capitalized } from '../date-list';
import { dutyRecords, hours, round2, spread, uniqueRecords } from '../format';
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
  describeDays(_ctx, { on, values, limit }) {
    const excess = values.map((v) => v - limit);
    const [On, h, x, total] = [capitalized(on), spread(values), spread(excess), hours(excess.reduce((a, b) => a + b, 0))];
    return {
      text: {
        de: `${On.de} sind je Tag ${h.de} h Arbeit geplant, mehr als die zulässigen ${limit} h.`,
        en: `${On.en} ${h.en} h of work are planned per day, more than the permitted ${limit} h.`,
      },
      remedy: { de: `An jedem dieser Tage ${x.de} h streichen, insgesamt ${total.de} h.`, en: `Remove ${x.en} h on each of these days, ${total.en} h in total.` },
      details: { maxExcessHours: round2(Math.max(...excess)), totalExcessHours: round2(excess.reduce((a, b) => a + b, 0)) },
    };
  },
});
