/**
 * ArbZG §11 Abs. 3 Satz 2: a replacement day off within eight weeks for every public holiday worked
 * on a working day (Mon–Sat). The holiday calendar is the federal state of the facility worked at.
 */
import { isoWeekdayOfDay, toDayNumber } from '../../shared/dates';
import { dutyRecords, uniqueRecords } from '../format';
import { busiesNextDay, weekCount } from '../other-weeks';
import { facilityState, holidayOnDay, holidaysInAnyState, isHolidayInAnyState } from '../public-holidays';
import type { DayWindow, RuleContext } from '../rule';
import type { PlannedDuty } from '../types';
import { busyDays, byDutyDate } from '../work-days';
import { replacementRule, type WorkedDay } from './replacement-days';

/** The holiday worked and where. */
export interface HolidayParams {
  holiday: string;
  facilityName: string;
}

type HolidayWorked = WorkedDay<{ name: string; duty: PlannedDuty }>;

/**
 * Working days (Mon–Sat) in `within` on which a duty falls on a public holiday of its facility's
 * state (the first such duty): the candidate's, the other duties in the window and those the loader
 * read on holidays beyond it (`holidayDuties`, days apart from the window's).
 */
function holidaysWorked(ctx: RuleContext, within: DayWindow): HolidayWorked[] {
  const worked: HolidayWorked[] = [];
  // Only a day that is a public holiday somewhere can be one at the facility worked at; most checks
  // have no duty on such a day, which tells without grouping the duties by day.
  const anywhere = isHolidayInAnyState(within.from, within.to);
  const others = ctx.facts.holidayDuties?.length ? [...ctx.facts.others, ...ctx.facts.holidayDuties].sort(byDutyDate) : ctx.facts.others;
  const onHoliday = (d: PlannedDuty) => {
    const day = toDayNumber(d.date);
    return anywhere(day) || (busiesNextDay(d) && anywhere(day + 1));
  };
  if (!ctx.facts.candidate.some(onHoliday) && !others.some(onHoliday)) return worked;
  for (const [day, duties] of busyDays([...ctx.facts.candidate, ...others])) {
    if (!anywhere(day) || isoWeekdayOfDay(day) === 7) continue;
    for (const d of duties) {
      const name = holidayOnDay(day, facilityState(ctx.facility(d.facilityId)));
      if (name) {
        worked.push({ day, name, duty: d });
        break;
      }
    }
  }
  return worked;
}

/**
 * With partial facts, days beyond the loaded duties whose week sums show work (Mon–Sat) on a public
 * holiday of any state: whether it was a holiday of the facility worked at, only the duties tell.
 */
function holidaysMaybeWorked(ctx: RuleContext, within: DayWindow): number[] {
  const loaded = ctx.facts.othersWindow;
  if (!ctx.facts.partial || !loaded) return [];
  const [from, to] = [toDayNumber(loaded.from), toDayNumber(loaded.to)];
  return holidaysInAnyState(within.from, within.to).filter(
    (day) => (day < from || day > to) && isoWeekdayOfDay(day) !== 7 && weekCount(ctx.otherWeeks, day, 'busy') > 0,
  );
}

export const holidayReplacement = replacementRule({
  code: 'HOLIDAY_REPLACEMENT_MISSING',
  legalSource: 'ArbZG §11 Abs. 3 Satz 2',
  periodDays: (p) => p.holidayReplacementDays,
  worked: holidaysWorked,
  uncertain: holidaysMaybeWorked,
  holidays: true,
  describe: (ctx, { name, duty }) => ({
    params: { holiday: name, facilityName: duty.facilityName } satisfies HolidayParams,
    related: uniqueRecords([ctx.employeeRecord, ...dutyRecords(duty)]),
    details: { holiday: name },
  }),
});
