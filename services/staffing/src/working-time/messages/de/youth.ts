/** German words of the youth rules' findings (JArbSchG). */
import { date, dutiesLabelIn, dutyLabelIn, hours, spread } from '../../format';
import type { NamedWeekHoursParams } from '../../rules/contract-hours';
import type { DayHoursParams, DaysHoursParams } from '../../rules/daily-hours';
import type { YouthDaysParams } from '../../rules/youth-days-per-week';
import type { YouthNightParams } from '../../rules/youth-night-work';
import type { RuleCatalogue, RuleWords } from '../../types';
import { weekLabel } from '../../week-label';
import { byDays } from '../by-days';

/** The hours planned `when` ('am 03.05.2027', 'in KW 19/2026 (…)'), the limit, the hours to remove. */
const youthHours = (name: string, when: string, planned: number, limit: number): RuleWords => ({
  message: `${name} ist minderjährig: ${when} sind ${hours(planned).de} h geplant, höchstens ${limit} h erlaubt.`,
  remedy: `${hours(planned - limit).de} h ${when} streichen.`,
});

export const youth: RuleCatalogue = {
  YOUTH_DAILY_HOURS_EXCEEDED: byDays<DayHoursParams, DaysHoursParams>(
    'de',
    (p) => youthHours(p.name ?? '', `am ${date(p.date).de}`, p.planned, p.limit),
    ({ name, values, limit }, on) => ({
      message: `${name} ist minderjährig: ${on} sind je Tag ${spread(values).de} h geplant, höchstens ${limit} h erlaubt.`,
      remedy: `An jedem dieser Tage ${spread(values.map((v) => v - limit)).de} h streichen, insgesamt ${hours(values.reduce((a, v) => a + v - limit, 0)).de} h.`,
    }),
  ),
  YOUTH_SHIFT_SPAN_EXCEEDED: byDays<DayHoursParams, DaysHoursParams>(
    'de',
    (p) => ({
      message: `${p.name} ist minderjährig: die Schichtzeit am ${date(p.date).de} beträgt ${hours(p.planned).de} h, höchstens ${p.limit} h erlaubt.`,
      remedy: `Schicht am ${date(p.date).de} auf ${p.limit} h von Beginn bis Ende begrenzen.`,
    }),
    ({ name, values, limit }, on) => ({
      message: `${name} ist minderjährig: die Schichtzeit beträgt ${on} je ${spread(values).de} h, höchstens ${limit} h erlaubt.`,
      remedy: `Jede dieser Schichten auf ${limit} h von Beginn bis Ende begrenzen.`,
    }),
  ),
  YOUTH_NIGHT_WORK: byDays<YouthNightParams, YouthNightParams>(
    'de',
    (p) => ({
      message: `${p.name} ist ${p.age} Jahre alt: der Dienst ${dutyLabelIn(p.duties[0], 'de')} liegt außerhalb von ${p.from}–${p.latest} Uhr.`,
      remedy: `Dienst zwischen ${p.from} und ${p.latest} Uhr legen.`,
    }),
    (g, on) => ({
      message: `${g.name} ist ${g.age} Jahre alt: ${on} liegen die Dienste ${dutiesLabelIn(g.duties, 'de')} außerhalb von ${g.from}–${g.latest} Uhr.`,
      remedy: `Dienste zwischen ${g.from} und ${g.latest} Uhr legen.`,
    }),
  ),
  YOUTH_WEEKLY_HOURS_EXCEEDED: (p: NamedWeekHoursParams) => youthHours(p.name, `in ${weekLabel(p.monday).de}`, p.planned, p.limit),
  YOUTH_DAYS_PER_WEEK_EXCEEDED: (p: YouthDaysParams) => ({
    message: `${p.name} ist minderjährig: in ${weekLabel(p.monday).de} sind ${p.days} Arbeitstage geplant, höchstens ${p.limit} erlaubt.`,
    remedy: `${p.days - p.limit} Tag(e) in ${weekLabel(p.monday).de} freigeben.`,
  }),
};
