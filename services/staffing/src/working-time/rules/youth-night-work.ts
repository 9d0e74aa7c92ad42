/**
 * JArbSchG §14: no work for under-18s between 20:00 and 06:00; over-16s in multi-shift operations
 * (care sites run shifts around the clock) until 23:00 (§14 Abs. 2 Nr. 1).
 */
import { dutyRecords, uniqueRecords } from '../format';
import { groupByDays, type DayFinding } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import type { PlannedDuty, RuleFinding, TimedDuty } from '../types';
import { ageOn, minorCandidateDuties } from '../youth';

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** A minor's age, the hours allowed (from–latest) and the duty (of one day) or duties (of several) outside them. */
export interface YouthNightParams {
  name: string;
  age: number;
  from: string;
  latest: string;
  duties: PlannedDuty[];
}

export const youthNightWork: WorkingTimeRule = {
  code: 'YOUTH_NIGHT_WORK',
  check: 'workingHours',
  legalSource: 'JArbSchG §14',
  window: around(0, 0),
  evaluate(ctx) {
    const p = ctx.params;
    const out: Array<DayFinding<{ t: TimedDuty; age: number; latest: string }>> = [];
    for (const t of minorCandidateDuties(ctx)) {
      const age = ageOn(ctx.facts.employee.dateOfBirth!, t.duty.date);
      const latest = age >= 16 ? p.youthNightEndOver16 : p.youthNightStart;
      // Wall-clock minutes of the duty's day; an end at or before the start is on the next day.
      const s = minutes(t.duty.start!);
      let e = minutes(t.duty.end!);
      if (e <= s) e += 1440;
      const early = minutes(p.youthNightEnd);
      if (s >= early && e <= minutes(latest)) continue;
      const params: YouthNightParams = { name: ctx.facts.employee.name, age, from: p.youthNightEnd, latest, duties: [t.duty] };
      const finding: RuleFinding = {
        code: 'YOUTH_NIGHT_WORK',
        params,
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(t.duty)]),
        details: { date: t.duty.date, start: t.duty.start, end: t.duty.end, age, allowedFrom: p.youthNightEnd, allowedUntil: latest },
      };
      out.push({ date: t.duty.date, finding, duties: [t.duty], data: { t, age, latest } });
    }
    const name = ctx.facts.employee.name;
    return groupByDays(out, {
      distinguish: (f) => `${f.data.age}|${f.data.latest}`,
      shared: ['age', 'allowedFrom', 'allowedUntil'],
      weight: () => 0,
      group(group) {
        const { age, latest } = group[0].data;
        const params: YouthNightParams = { name, age, from: p.youthNightEnd, latest, duties: group.map((f) => f.data.t.duty) };
        return { params, ownRemedy: true };
      },
    });
  },
};
