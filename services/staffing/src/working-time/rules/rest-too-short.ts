/**
 * ArbZG §5 Abs. 1: 11 h of uninterrupted rest after the end of a day's work. Care sites may shorten
 * it to 10 h (§5 Abs. 2, see rest-shortened.ts), so a rest under the care minimum is always reported
 * here, and in a non-care setting (careShortenedRestHours = minRestHours) any rest under 11 h.
 */
import { capitalized } from '../date-list';
import { date, dutyLabel, dutyRecords, hours, round2, uniqueRecords } from '../format';
import { groupByDays, type DayFinding } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import { restDay, restGroupWords, restsOf, type Rest } from '../rests';
import { toWallClock } from '../zoned-time';

export const restTooShort: WorkingTimeRule = {
  code: 'REST_TOO_SHORT',
  check: 'workingHours',
  legalSource: 'ArbZG §5 Abs. 1',
  window: around(2, 2),
  evaluate(ctx) {
    const { minRestHours: required, careShortenedRestHours: floor } = ctx.params;
    const out: Array<DayFinding<Rest>> = [];
    for (const r of restsOf(ctx)) {
      if (!r.involvesCandidate || r.after === null || r.minutes >= floor * 60) continue;
      const earliest = toWallClock(r.before.endMs + required * 3_600_000, ctx.params.timeZone);
      const at = earliest.date === r.after.duty.date ? earliest.time : `${date(earliest.date).de} ${earliest.time}`;
      const atEn = earliest.date === r.after.duty.date ? earliest.time : `${earliest.date} ${earliest.time}`;
      const [h, a, b] = [hours(r.minutes / 60), dutyLabel(r.before.duty), dutyLabel(r.after.duty)];
      out.push(restDay(r, {
        code: 'REST_TOO_SHORT',
        text: {
          de: `Zwischen ${a.de} und ${b.de} liegen nur ${h.de} h Ruhezeit; vorgeschrieben sind ${required} h (in der Pflege verkürzt mindestens ${floor} h).`,
          en: `Between ${a.en} and ${b.en} there are only ${h.en} h of rest; ${required} h are required (at least ${floor} h when shortened in care).`,
        },
        remedy: { de: `Frühester Beginn mit ${required} h Ruhezeit: ${at}.`, en: `Earliest start that keeps ${required} h rest: ${atEn}.` },
        related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(r.before.duty), ...dutyRecords(r.after.duty)]),
        details: {
          restHours: round2(r.minutes / 60), requiredHours: required, shortenedMinimumHours: floor,
          previousDutyDate: r.before.duty.date, previousEnd: r.before.duty.end, nextDutyDate: r.after.duty.date, nextStart: r.after.duty.start,
          earliestStart: `${earliest.date} ${earliest.time}`,
        },
      }));
    }
    return groupByDays(out, {
      shared: ['requiredHours', 'shortenedMinimumHours'],
      weight: (f) => -f.data.minutes,
      describe(group, on) {
        const w = restGroupWords(group);
        const On = capitalized(on);
        return {
          text: {
            de: `${On.de} liegen zwischen den Diensten ${w.before.de} und den Diensten ${w.after.de} nur je ${w.hours.de} h Ruhezeit; vorgeschrieben sind ${required} h (in der Pflege verkürzt mindestens ${floor} h).`,
            en: `${On.en} there are only ${w.hours.en} h of rest each between the duties ${w.before.en} and the duties ${w.after.en}; ${required} h are required (at least ${floor} h when shortened in care).`,
          },
          details: { minRestHours: w.minHours },
        };
      },
    });
  },
};
