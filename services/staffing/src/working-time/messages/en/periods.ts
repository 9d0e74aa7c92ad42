/** English words of the findings over weeks and years: the weekly average, days in a row, free Sundays. */
import { hours } from '../../format';
import type { ConsecutiveDaysParams } from '../../rules/consecutive-days';
import type { FreeSundaysParams } from '../../rules/free-sundays';
import type { HolidayParams } from '../../rules/holiday-replacement';
import type { ReplacementParams } from '../../rules/replacement-days';
import type { WeeklyAverageParams } from '../../rules/weekly-average';
import type { RuleCatalogue } from '../../types';

const replacement = (p: ReplacementParams) => `Free a working day between ${p.from} to ${p.to}.`;

export const periods: RuleCatalogue = {
  SUNDAY_REPLACEMENT_MISSING: (p: ReplacementParams) => ({
    message: `The Sunday worked on ${p.date} has no replacement day off within two weeks.`,
    remedy: replacement(p),
  }),
  HOLIDAY_REPLACEMENT_MISSING: (p: ReplacementParams<HolidayParams>) => ({
    message: `The public holiday ${p.own.holiday} worked on ${p.date} (${p.own.facilityName}) has no replacement day off within eight weeks.`,
    remedy: replacement(p),
  }),
  WEEKLY_AVERAGE_EXCEEDED: (p: WeeklyAverageParams) => ({
    message: `In the averaging period ${p.from} to ${p.to} (${p.weeks} weeks) the average is ${hours(p.average).en} h per week, more than ${p.limit} h.`,
    remedy: `Remove ${hours(p.excess).en} h between ${p.from} and ${p.to}.`,
  }),
  CONSECUTIVE_DAYS_EXCEEDED: (p: ConsecutiveDaysParams) => ({
    message: `${p.name} works ${p.days} days in a row (${p.from} to ${p.to}), more than ${p.max}.`,
    remedy: `Plan a day off on ${p.dayOff} at the latest.`,
  }),
  FREE_SUNDAYS_TOO_FEW: (p: FreeSundaysParams) => ({
    message: `${p.name} works on ${p.worked} of ${p.sundays} Sundays in ${p.year}; only ${p.free} stay free, at least ${p.min} must.`,
    remedy: `Free ${p.more} more Sunday(s) in ${p.year}.`,
  }),
};
