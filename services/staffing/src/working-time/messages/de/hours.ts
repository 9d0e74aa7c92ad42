/** German words of the findings on hours: a day's, a week's maximum, the contract's hours. */
import { date, hours, spread } from '../../format';
import type { NamedWeekHoursParams } from '../../rules/contract-hours';
import type { DayHoursParams, DaysHoursParams } from '../../rules/daily-hours';
import type { WeekHoursParams } from '../../rules/weekly-maximum';
import type { RuleCatalogue } from '../../types';
import { weekLabel } from '../../week-label';
import { byDays } from '../by-days';

export const hoursWords: RuleCatalogue = {
  DAILY_HOURS_EXCEEDED: byDays<DayHoursParams, DaysHoursParams>(
    'de',
    (p) => ({
      message: `Am ${date(p.date).de} sind ${hours(p.planned).de} h Arbeit geplant, mehr als die zulässigen ${p.limit} h.`,
      remedy: `${hours(p.planned - p.limit).de} h am ${date(p.date).de} streichen.`,
    }),
    ({ values, limit }, _on, On) => {
      const excess = values.map((v) => v - limit);
      return {
        message: `${On} sind je Tag ${spread(values).de} h Arbeit geplant, mehr als die zulässigen ${limit} h.`,
        remedy: `An jedem dieser Tage ${spread(excess).de} h streichen, insgesamt ${hours(excess.reduce((a, b) => a + b, 0)).de} h.`,
      };
    },
  ),
  WEEKLY_MAXIMUM_EXCEEDED: (p: WeekHoursParams) => ({
    message: `In ${weekLabel(p.monday).de} sind ${hours(p.planned).de} h geplant, mehr als die zulässigen ${p.limit} h.`,
    remedy: `${hours(p.planned - p.limit).de} h in ${weekLabel(p.monday).de} streichen.`,
  }),
  CONTRACT_HOURS_EXCEEDED: (p: NamedWeekHoursParams) => ({
    message: `In ${weekLabel(p.monday).de} sind für ${p.name} ${hours(p.planned).de} h geplant, mehr als die vertraglichen ${hours(p.limit).de} h.`,
    remedy: `${hours(p.planned - p.limit).de} h in ${weekLabel(p.monday).de} streichen.`,
  }),
};
