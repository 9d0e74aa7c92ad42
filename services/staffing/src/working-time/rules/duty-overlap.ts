/**
 * Overlap: two duties of the employee that intersect in time (not merely on the same date). The
 * overlaps with the same other assignment on several days are one finding (group-findings.ts).
 */
import { capitalized } from '../date-list';
import { dutiesLabel, dutyLabel, dutyRecords, hours, round2, spread, uniqueRecords } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding, TimedDuty } from '../types';
import { toWallClock } from '../zoned-time';

type Overlap = DayFinding<{ c: TimedDuty; o: TimedDuty; hours: number }>;

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
  describe(group, on) {
    const [a, b, h] = [dutiesLabel(group.map((f) => f.data.c.duty)), dutiesLabel(group.map((f) => f.data.o.duty)), spread(group.map((f) => f.data.hours))];
    const On = capitalized(on);
    return {
      text: {
        de: `${On.de} überschneiden sich die Dienste ${a.de} mit den Diensten ${b.de}, je Tag um ${h.de} h.`,
        en: `${On.en} the duties ${a.en} overlap the duties ${b.en} by ${h.en} h per day.`,
      },
      details: { maxOverlapHours: Math.max(...group.map((f) => f.data.hours)) },
    };
  },
};

function dayFinding(c: TimedDuty, o: TimedDuty, zone: string): Overlap {
  const f = finding(c, o, zone);
  return { date: c.duty.date, finding: f, duties: [o.duty, c.duty], data: { c, o, hours: f.details.overlapHours as number } };
}

function finding(c: TimedDuty, o: TimedDuty, zone: string): RuleFinding {
  const minutes = (Math.min(c.endMs, o.endMs) - Math.max(c.startMs, o.startMs)) / 60_000;
  const h = hours(minutes / 60);
  const a = dutyLabel(c.duty);
  const b = dutyLabel(o.duty);
  const freeFrom = toWallClock(o.endMs, zone);
  return {
    code: 'DUTY_OVERLAP',
    text: {
      de: `Der Dienst ${a.de} überschneidet sich um ${h.de} h mit dem Dienst ${b.de}.`,
      en: `The duty ${a.en} overlaps the duty ${b.en} by ${h.en} h.`,
    },
    remedy: o.startMs > c.startMs
      ? { de: `Dienst spätestens um ${o.duty.start} enden lassen oder den anderen Dienst verlegen.`, en: `End the duty by ${o.duty.start} or move the other duty.` }
      : { de: `Dienst frühestens um ${freeFrom.time} beginnen lassen oder den anderen Dienst verlegen.`, en: `Start the duty at ${freeFrom.time} at the earliest or move the other duty.` },
    related: uniqueRecords([...dutyRecords(o.duty), ...dutyRecords(c.duty)]),
    details: {
      date: c.duty.date, start: c.duty.start, end: c.duty.end,
      otherDate: o.duty.date, otherStart: o.duty.start, otherEnd: o.duty.end,
      otherAssignmentId: o.duty.assignmentId ?? null, overlapHours: round2(minutes / 60),
    },
  };
}
