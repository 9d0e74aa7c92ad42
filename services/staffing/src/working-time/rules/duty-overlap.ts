/**
 * Overlap: two duties of the employee that intersect in time (not merely on the same date). The
 * overlaps with the same other assignment on several days are one finding (group-findings.ts).
 */
import { capitalized } from '../date-list';
import { dutiesLabel, dutyLabel, dutyRecords, hours, round2, spread, uniqueRecords } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import type { LocalizedText, RuleFinding, TimedDuty } from '../types';
import { toWallClock } from '../zoned-time';

/** The remedy of one overlap: end the candidate's duty by `time` (the other starts later) or start it at `time`. */
interface Fix {
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
  describe(group, on) {
    const [a, b, h] = [dutiesLabel(group.map((f) => f.data.c.duty)), dutiesLabel(group.map((f) => f.data.o.duty)), spread(group.map((f) => f.data.hours))];
    const On = capitalized(on);
    return {
      text: {
        de: `${On.de} überschneiden sich die Dienste ${a.de} mit den Diensten ${b.de}, je Tag um ${h.de} h.`,
        en: `${On.en} the duties ${a.en} overlap the duties ${b.en} by ${h.en} h per day.`,
      },
      // The same fix on every day: said once for all; else the worst day's (group-findings.ts).
      remedy: group.every((f) => f.data.fix.end === group[0].data.fix.end && f.data.fix.time === group[0].data.fix.time) ? remedy(group[0].data.fix, true) : undefined,
      details: { maxOverlapHours: Math.max(...group.map((f) => f.data.hours)) },
    };
  },
};

function remedy({ end, time }: Fix, several: boolean): LocalizedText {
  const [de, en] = several ? ['Die Dienste', 'the duties'] : ['Dienst', 'the duty'];
  const other = several ? { de: 'die anderen Dienste', en: 'the other duties' } : { de: 'den anderen Dienst', en: 'the other duty' };
  return end
    ? { de: `${de} spätestens um ${time} enden lassen oder ${other.de} verlegen.`, en: `End ${en} by ${time} or move ${other.en}.` }
    : { de: `${de} frühestens um ${time} beginnen lassen oder ${other.de} verlegen.`, en: `Start ${en} at ${time} at the earliest or move ${other.en}.` };
}

function dayFinding(c: TimedDuty, o: TimedDuty, zone: string): Overlap {
  const minutes = (Math.min(c.endMs, o.endMs) - Math.max(c.startMs, o.startMs)) / 60_000;
  const fix: Fix = o.startMs > c.startMs ? { end: true, time: o.duty.start ?? '' } : { end: false, time: toWallClock(o.endMs, zone).time };
  return { date: c.duty.date, finding: finding(c, o, minutes, fix), duties: [o.duty, c.duty], data: { c, o, hours: round2(minutes / 60), fix } };
}

function finding(c: TimedDuty, o: TimedDuty, minutes: number, fix: Fix): RuleFinding {
  const h = hours(minutes / 60);
  const a = dutyLabel(c.duty);
  const b = dutyLabel(o.duty);
  return {
    code: 'DUTY_OVERLAP',
    text: {
      de: `Der Dienst ${a.de} überschneidet sich um ${h.de} h mit dem Dienst ${b.de}.`,
      en: `The duty ${a.en} overlaps the duty ${b.en} by ${h.en} h.`,
    },
    remedy: remedy(fix, false),
    related: uniqueRecords([...dutyRecords(o.duty), ...dutyRecords(c.duty)]),
    details: {
      date: c.duty.date, start: c.duty.start, end: c.duty.end,
      otherDate: o.duty.date, otherStart: o.duty.start, otherEnd: o.duty.end,
      otherAssignmentId: o.duty.assignmentId ?? null, overlapHours: round2(minutes / 60),
    },
  };
}
