/** English words of the findings on hours: a day's, a week's maximum, the contract's hours. */
import { hours, spread } from '../../format';
import type { NamedWeekHoursParams } from '../../rules/contract-hours';
import type { DayHoursParams, DaysHoursParams } from '../../rules/daily-hours';
import type { WeekHoursParams } from '../../rules/weekly-maximum';
import type { RuleCatalogue } from '../../types';
import { weekLabel } from '../../week-label';
import { byDays } from '../by-days';

export const hoursWords: RuleCatalogue = {
  DAILY_HOURS_EXCEEDED: byDays<DayHoursParams, DaysHoursParams>(
    'en',
    (p) => ({
      message: `On ${p.date} ${hours(p.planned).en} h of work are planned, more than the permitted ${p.limit} h.`,
      remedy: `Remove ${hours(p.planned - p.limit).en} h on ${p.date}.`,
    }),
    ({ values, limit }, _on, On) => {
      const excess = values.map((v) => v - limit);
      return {
        message: `${On} ${spread(values).en} h of work are planned per day, more than the permitted ${limit} h.`,
        remedy: `Remove ${spread(excess).en} h on each of these days, ${hours(excess.reduce((a, b) => a + b, 0)).en} h in total.`,
      };
    },
  ),
  WEEKLY_MAXIMUM_EXCEEDED: (p: WeekHoursParams) => ({
    message: `In ${weekLabel(p.monday).en} ${hours(p.planned).en} h are planned, more than the permitted ${p.limit} h.`,
    remedy: `Remove ${hours(p.planned - p.limit).en} h in ${weekLabel(p.monday).en}.`,
  }),
  CONTRACT_HOURS_EXCEEDED: (p: NamedWeekHoursParams) => ({
    message: `In ${weekLabel(p.monday).en} ${hours(p.planned).en} h are planned for ${p.name}, more than the contractual ${hours(p.limit).en} h.`,
    remedy: `Remove ${hours(p.planned - p.limit).en} h in ${weekLabel(p.monday).en}.`,
  }),
};
