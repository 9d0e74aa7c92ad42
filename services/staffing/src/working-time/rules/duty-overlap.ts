/** Overlap: two duties of the employee that intersect in time (not merely on the same date). */
import { dutyLabel, dutyRecords, hours, round2, uniqueRecords } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding, TimedDuty } from '../types';
import { toWallClock } from '../zoned-time';

export const dutyOverlap: WorkingTimeRule = {
  code: 'DUTY_OVERLAP',
  check: 'overlap',
  legalSource: 'Dienstplanung: Doppelbuchung',
  window: around(1, 1),
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const c of ctx.candidate) {
      // A duty lasts at most ~24 h, so only duties starting the day before, the same or the next day can intersect.
      for (let day = c.day - 1; day <= c.day + 1; day++) {
        for (const o of ctx.byDay.get(day) ?? []) {
          if (o === c || (o.isCandidate && o.startMs <= c.startMs)) continue; // candidate pairs once
          if (o.startMs < c.endMs && c.startMs < o.endMs) out.push(finding(c, o, ctx.params.timeZone));
        }
      }
    }
    return out;
  },
};

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
