/**
 * Overlap: two duties of the employee that intersect in time (not merely on the same date). The
 * overlaps with the same other assignment on several days are one finding (group-findings.ts).
 */
import { dutyRecords, round2, uniqueRecords } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import type { PlannedDuty, RuleFinding, TimedDuty } from '../types';
import { toWallClock } from '../zoned-time';

/** The remedy of one overlap: end the candidate's duty by `time` (the other starts later) or start it at `time`. */
export interface Fix {
  end: boolean;
  time: string;
}

type Overlap = DayFinding<{ c: TimedDuty; o: TimedDuty; hours: number; fix: Fix }>;

export const dutyOverlap: WorkingTimeRule = {
  code: 'DUTY_OVERLAP',
  check: 'overlap',
  legalSource: 'Dienstplanung: Doppelbuchung',
  window: around(1, 1),
  evaluate(ctx) {
    const out: Overlap[] = [];
    for (const c of ctx.candidate) {
      // A duty lasts at most ~24 h, so only duties starting the day before, the same or the next day can intersect.
      for (let day = c.day - 1; day <= c.day + 1; day++) {
        for (const o of ctx.byDay.get(day) ?? []) {
          if (o === c || (o.isCandidate && o.startMs <= c.startMs)) continue; // candidate pairs once
          if (o.startMs < c.endMs && c.startMs < o.endMs) out.push(dayFinding(c, o, ctx.params.timeZone));
        }
      }
    }
    return groupByDays(out, grouping);
  },
};

/** The same other assignment (or order) on several days: its duties and the candidate's, the hours of each day. */
const grouping: DayGrouping<Overlap['data']> = {
  shared: ['otherAssignmentId'],
  weight: (f) => f.data.hours,
  group(group) {
    const fix = group[0].data.fix;
    // The same fix on every day: said once for all; else the worst day's (group-findings.ts).
    const same = group.every((f) => f.data.fix.end === fix.end && f.data.fix.time === fix.time);
    const params: OverlapsParams = { c: group.map((f) => f.data.c.duty), o: group.map((f) => f.data.o.duty), hours: group.map((f) => f.data.hours), fix: same ? fix : null };
    return { params, ownRemedy: same, details: { maxOverlapHours: Math.max(...group.map((f) => f.data.hours)) } };
  },
};

/** The candidate's duty, the other one, the hours they overlap, and the fix. */
export interface OverlapParams {
  c: PlannedDuty;
  o: PlannedDuty;
  hours: number;
  fix: Fix;
}

/** The candidate's and the other duties of several days, each day's hours, the fix when the same on every day. */
export interface OverlapsParams {
  c: PlannedDuty[];
  o: PlannedDuty[];
  hours: number[];
  fix: Fix | null;
}

function dayFinding(c: TimedDuty, o: TimedDuty, zone: string): Overlap {
  const minutes = (Math.min(c.endMs, o.endMs) - Math.max(c.startMs, o.startMs)) / 60_000;
  const fix: Fix = o.startMs > c.startMs ? { end: true, time: o.duty.start ?? '' } : { end: false, time: toWallClock(o.endMs, zone).time };
  return { date: c.duty.date, finding: finding(c, o, minutes, fix), duties: [o.duty, c.duty], data: { c, o, hours: round2(minutes / 60), fix } };
}

function finding(c: TimedDuty, o: TimedDuty, minutes: number, fix: Fix): RuleFinding {
  const params: OverlapParams = { c: c.duty, o: o.duty, hours: minutes / 60, fix };
  return {
    code: 'DUTY_OVERLAP',
    params,
    related: uniqueRecords([...dutyRecords(o.duty), ...dutyRecords(c.duty)]),
    details: {
      date: c.duty.date, start: c.duty.start, end: c.duty.end,
      otherDate: o.duty.date, otherStart: o.duty.start, otherEnd: o.duty.end,
      otherAssignmentId: o.duty.assignmentId ?? null, overlapHours: round2(minutes / 60),
    },
  };
}
