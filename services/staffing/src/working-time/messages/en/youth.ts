/** English words of the youth rules' findings (JArbSchG). */
import { dutiesLabelIn, dutyLabelIn, hours, spread } from '../../format';
import type { NamedWeekHoursParams } from '../../rules/contract-hours';
import type { DayHoursParams, DaysHoursParams } from '../../rules/daily-hours';
import type { YouthDaysParams } from '../../rules/youth-days-per-week';
import type { YouthNightParams } from '../../rules/youth-night-work';
import type { RuleCatalogue, RuleWords } from '../../types';
import { weekLabel } from '../../week-label';
import { byDays } from '../by-days';

/** The hours planned `when` ('on 2027-05-03', 'in week 19 of 2026 (…)'), the limit, the hours to remove. */
const youthHours = (name: string, when: string, planned: number, limit: number): RuleWords => ({
  message: `${name} is under 18: ${hours(planned).en} h are planned ${when}, at most ${limit} h are allowed.`,
  remedy: `Remove ${hours(planned - limit).en} h ${when}.`,
});

export const youth: RuleCatalogue = {
  YOUTH_DAILY_HOURS_EXCEEDED: byDays<DayHoursParams, DaysHoursParams>(
    'en',
    (p) => youthHours(p.name ?? '', `on ${p.date}`, p.planned, p.limit),
    ({ name, values, limit }, on) => ({
      message: `${name} is under 18: ${spread(values).en} h per day are planned ${on}, at most ${limit} h are allowed.`,
      remedy: `Remove ${spread(values.map((v) => v - limit)).en} h on each of these days, ${hours(values.reduce((a, v) => a + v - limit, 0)).en} h in total.`,
    }),
  ),
  YOUTH_SHIFT_SPAN_EXCEEDED: byDays<DayHoursParams, DaysHoursParams>(
    'en',
    (p) => ({
      message: `${p.name} is under 18: the shift on ${p.date} spans ${hours(p.planned).en} h, at most ${p.limit} h are allowed.`,
      remedy: `Limit the shift on ${p.date} to ${p.limit} h from start to end.`,
    }),
    ({ name, values, limit }, on) => ({
      message: `${name} is under 18: the shift spans ${spread(values).en} h ${on}, at most ${limit} h are allowed.`,
      remedy: `Limit each of these shifts to ${limit} h from start to end.`,
    }),
  ),
  YOUTH_NIGHT_WORK: byDays<YouthNightParams, YouthNightParams>(
    'en',
    (p) => ({
      message: `${p.name} is ${p.age} years old: the duty ${dutyLabelIn(p.duties[0], 'en')} lies outside ${p.from}–${p.latest}.`,
      remedy: `Place the duty between ${p.from} and ${p.latest}.`,
    }),
    (g, on) => ({
      message: `${g.name} is ${g.age} years old: ${on} the duties ${dutiesLabelIn(g.duties, 'en')} lie outside ${g.from}–${g.latest}.`,
      remedy: `Place the duties between ${g.from} and ${g.latest}.`,
    }),
  ),
  YOUTH_WEEKLY_HOURS_EXCEEDED: (p: NamedWeekHoursParams) => youthHours(p.name, `in ${weekLabel(p.monday).en}`, p.planned, p.limit),
  YOUTH_DAYS_PER_WEEK_EXCEEDED: (p: YouthDaysParams) => ({
    message: `${p.name} is under 18: ${p.days} working days are planned in ${weekLabel(p.monday).en}, at most ${p.limit} are allowed.`,
    remedy: `Free ${p.days - p.limit} day(s) in ${weekLabel(p.monday).en}.`,
  }),
};
