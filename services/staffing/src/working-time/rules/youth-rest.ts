/** JArbSchG §13: under-18s get at least 12 h of uninterrupted rest after the day's work. */
import { dutyRecords, round2, uniqueRecords } from '../format';
import { groupByDays, type DayFinding } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import { restDay, restGroup, restsOf, type Rest, type RestGroup } from '../rests';
import type { PlannedDuty } from '../types';
import { isMinorOn } from '../youth';
import { toWallClock } from '../zoned-time';

export interface YouthRestParams {
  name: string;
  before: PlannedDuty;
  after: PlannedDuty;
  hours: number;
  required: number;
  earliestTime: string;
}

export interface YouthRestsParams extends RestGroup {
  name: string;
  required: number;
}

export const youthRest: WorkingTimeRule = {
  code: 'YOUTH_REST_TOO_SHORT',
  check: 'workingHours',
  legalSource: 'JArbSchG §13',
  window: around(2, 2),
  evaluate(ctx) {
    const required = ctx.params.youthMinRestHours;
    const out: Array<DayFinding<Rest>> = [];
    for (const r of restsOf(ctx)) {
      if (!r.involvesCandidate || r.after === null || r.minutes >= required * 60) continue;
      if (!isMinorOn(ctx, r.before.duty.date) && !isMinorOn(ctx, r.after.duty.date)) continue;
      const earliest = toWallClock(r.before.endMs + required * 3_600_000, ctx.params.timeZone);
      const params: YouthRestParams = { name: ctx.facts.employee.name, before: r.before.duty, after: r.after.duty, hours: r.minutes / 60, required, earliestTime: earliest.time };
      out.push(restDay(r, {
        code: 'YOUTH_REST_TOO_SHORT',
        params,
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(r.before.duty), ...dutyRecords(r.after.duty)]),
        details: { restHours: round2(r.minutes / 60), requiredHours: required, earliestStart: `${earliest.date} ${earliest.time}` },
      }));
    }
    const name = ctx.facts.employee.name;
    return groupByDays(out, {
      shared: ['requiredHours'],
      weight: (f) => -f.data.minutes,
      group(group) {
        const { rests, minHours } = restGroup(group);
        return { params: { ...rests, name, required } satisfies YouthRestsParams, ownRemedy: false, details: { minRestHours: minHours } };
      },
    });
  },
};
