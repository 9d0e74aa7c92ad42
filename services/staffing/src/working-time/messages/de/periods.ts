/** German words of the findings over weeks and years: the weekly average, days in a row, free Sundays. */
import { date, hours } from '../../format';
import type { ConsecutiveDaysParams } from '../../rules/consecutive-days';
import type { FreeSundaysParams } from '../../rules/free-sundays';
import type { HolidayParams } from '../../rules/holiday-replacement';
import type { ReplacementParams } from '../../rules/replacement-days';
import type { WeeklyAverageParams } from '../../rules/weekly-average';
import type { RuleCatalogue } from '../../types';

const replacement = (p: ReplacementParams) => `Einen Werktag zwischen ${date(p.from).de}–${date(p.to).de} freigeben.`;

export const periods: RuleCatalogue = {
  SUNDAY_REPLACEMENT_MISSING: (p: ReplacementParams) => ({
    message: `Für die Arbeit am Sonntag, ${date(p.date).de}, fehlt ein Ersatzruhetag innerhalb von zwei Wochen.`,
    remedy: replacement(p),
  }),
  HOLIDAY_REPLACEMENT_MISSING: (p: ReplacementParams<HolidayParams>) => ({
    message: `Für die Arbeit am Feiertag ${p.own.holiday} (${date(p.date).de}, ${p.own.facilityName}) fehlt ein Ersatzruhetag innerhalb von acht Wochen.`,
    remedy: replacement(p),
  }),
  WEEKLY_AVERAGE_EXCEEDED: (p: WeeklyAverageParams) => ({
    message: `Im Ausgleichszeitraum ${date(p.from).de}–${date(p.to).de} (${p.weeks} Wochen) liegt der Durchschnitt bei ${hours(p.average).de} h pro Woche, mehr als ${p.limit} h.`,
    remedy: `${hours(p.excess).de} h im Zeitraum ${date(p.from).de}–${date(p.to).de} streichen.`,
  }),
  CONSECUTIVE_DAYS_EXCEEDED: (p: ConsecutiveDaysParams) => ({
    message: `${p.name} arbeitet ${p.days} Tage in Folge (${date(p.from).de}–${date(p.to).de}), mehr als ${p.max}.`,
    remedy: `Spätestens am ${date(p.dayOff).de} einen freien Tag einplanen.`,
  }),
  FREE_SUNDAYS_TOO_FEW: (p: FreeSundaysParams) => ({
    message: `${p.name} arbeitet ${p.year} an ${p.worked} von ${p.sundays} Sonntagen; nur ${p.free} bleiben frei, mindestens ${p.min} müssen frei sein.`,
    remedy: `${p.more} Sonntag(e) in ${p.year} freigeben.`,
  }),
};
