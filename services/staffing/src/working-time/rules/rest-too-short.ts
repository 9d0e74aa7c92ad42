/**
 * ArbZG §5 Abs. 1: 11 h of uninterrupted rest after the end of a day's work. Care sites may shorten
 * it to 10 h (§5 Abs. 2, see rest-shortened.ts), so a rest under the care minimum is always reported
 * here, and in a non-care setting (careShortenedRestHours = minRestHours) any rest under 11 h.
 */
import { dutyRecords, round2, uniqueRecords } from '../format';
import { groupByDays, type DayFinding } from '../group-findings';
import { around, type WorkingTimeRule } from '../rule';
import { restDay, restGroup, restsOf, type Rest, type RestGroup } from '../rests';
import type { PlannedDuty } from '../types';
import { toWallClock } from '../zoned-time';

export interface RestTooShortParams {
  before: PlannedDuty;
  after: PlannedDuty;
  hours: number;
  required: number;
  /** The shortened minimum in care. */
  floor: number;
  /** The earliest start keeping the rest: its date when not the next duty's, and time. */
  earliestDate: string | null;
  earliestTime: string;
}

export interface RestsTooShortParams extends RestGroup {
  required: number;
  floor: number;
}

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
      const params: RestTooShortParams = {
        before: r.before.duty, after: r.after.duty, hours: r.minutes / 60, required, floor,
        earliestDate: earliest.date === r.after.duty.date ? null : earliest.date, earliestTime: earliest.time,
      };
      out.push(restDay(r, {
        code: 'REST_TOO_SHORT',
        params,
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
      group(group) {
        const { rests, minHours } = restGroup(group);
        return { params: { ...rests, required, floor } satisfies RestsTooShortParams, ownRemedy: false, details: { minRestHours: minHours } };
      },
    });
  },
};
