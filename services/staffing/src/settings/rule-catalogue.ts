/**
 * The rule catalogue the settings screen lists (GET /api/settings/assignment-validation/rules):
 * every check of the one registry (checks/registry.ts) a per-rule severity may name, with its check
 * family, legal source and a label in German and English. The labels live here, one table, so a rule
 * without a label fails its test (rule-catalogue.test.ts); a label's numbers are the limits the rules
 * check with (planningParameters), not written twice.
 */
import type { ValidationRulesResponse } from '@cs/contracts/http/assignment-settings';
import { checks, ruleDefaultSeverities } from '../checks';
import { planningParameters, type Locale, type WorkingTimeParameters } from '../working-time';
import { DEFAULT_LIMITS } from '../lending/limits';
import { REVOLVING_DOOR_MONTHS } from '../lending/revolving-door';

type Label = Record<Locale, string>;
type P = WorkingTimeParameters;
const n = (x: number, locale: Locale) => (locale === 'de' ? String(x).replace('.', ',') : String(x));

const labels: Record<string, (p: P) => Label> = {
  QUALIFICATION_MISSING: () => ({ de: 'Geforderte Qualifikation fehlt', en: 'Required qualification missing' }),
  EMPLOYEE_INACTIVE: () => ({ de: 'Mitarbeiter/in nicht aktiv', en: 'Employee not active' }),
  EMPLOYEE_UNAVAILABLE: () => ({ de: 'Dienst an einem als nicht verfügbar eingetragenen Tag', en: 'Duty on a day stated as unavailable' }),
  FACILITY_BLOCKED_EMPLOYEE: () => ({ de: 'Einrichtung hat die Person gesperrt', en: 'Facility has blocked the employee' }),
  CONTRACT_COVERAGE_MISSING: () => ({ de: 'Kein Vertrag deckt den Zeitraum', en: 'No contract covers the dates' }),
  ORDER_HEADCOUNT_EXCEEDED: () => ({ de: 'Mehr Personen als der Auftrag anfragt', en: 'More people than the order asks for' }),
  OUTSIDE_EMPLOYMENT: () => ({ de: 'Dienst außerhalb des Beschäftigungszeitraums', en: 'Duty outside the employment period' }),
  ABSENCE_CONFLICT: () => ({ de: 'Dienst während einer Abwesenheit', en: 'Duty during an absence' }),
  DUTY_OVERLAP: () => ({ de: 'Dienste überschneiden sich', en: 'Duties overlap' }),
  BREAK_TOO_SHORT: () => ({ de: 'Ruhepause zu kurz', en: 'Break too short' }),
  DAILY_HOURS_EXCEEDED: (p) => ({ de: `Mehr als ${n(p.dailyMaxHours, 'de')} Stunden an einem Tag`, en: `More than ${p.dailyMaxHours} hours on one day` }),
  WEEKLY_AVERAGE_EXCEEDED: (p) => ({
    de: `Durchschnitt über ${n(p.weeklyAverageMaxHours, 'de')} Stunden je Woche (${p.averageWeeks} Wochen)`,
    en: `Average over ${p.weeklyAverageMaxHours} hours a week (${p.averageWeeks} weeks)`,
  }),
  WEEKLY_MAXIMUM_EXCEEDED: (p) => ({ de: `Mehr als ${n(p.weeklyMaxHours, 'de')} Stunden in einer Woche`, en: `More than ${p.weeklyMaxHours} hours in one week` }),
  REST_TOO_SHORT: () => ({ de: 'Ruhezeit unter der Mindestruhezeit', en: 'Rest below the minimum rest' }),
  REST_SHORTENED: () => ({ de: 'Verkürzte Ruhezeit (Pflege) ohne Ausgleich', en: 'Shortened rest (care) without compensation' }),
  REST_NOT_CHECKABLE: () => ({ de: 'Ruhezeit nicht prüfbar (Dienst ohne Uhrzeiten)', en: 'Rest not checkable (duty without times)' }),
  NIGHT_DUTY_TOO_LONG: () => ({ de: 'Nachtdienst zu lang', en: 'Night duty too long' }),
  CONSECUTIVE_DAYS_EXCEEDED: () => ({ de: 'Zu viele Arbeitstage in Folge', en: 'Too many working days in a row' }),
  FREE_SUNDAYS_TOO_FEW: (p) => ({ de: `Weniger als ${p.minFreeSundaysPerYear} freie Sonntage im Jahr`, en: `Fewer than ${p.minFreeSundaysPerYear} free Sundays a year` }),
  SUNDAY_REPLACEMENT_MISSING: () => ({ de: 'Ersatzruhetag für Sonntagsarbeit fehlt', en: 'Replacement day for Sunday work missing' }),
  HOLIDAY_REPLACEMENT_MISSING: () => ({ de: 'Ersatzruhetag für Feiertagsarbeit fehlt', en: 'Replacement day for holiday work missing' }),
  CONTRACT_HOURS_EXCEEDED: () => ({ de: 'Vertragliche Wochenstunden überschritten', en: 'Contractual weekly hours exceeded' }),
  YOUTH_DAILY_HOURS_EXCEEDED: (p) => ({ de: `Jugendliche: mehr als ${n(p.youthDailyMaxHours, 'de')} Stunden am Tag`, en: `Minors: more than ${p.youthDailyMaxHours} hours a day` }),
  YOUTH_WEEKLY_HOURS_EXCEEDED: (p) => ({ de: `Jugendliche: mehr als ${n(p.youthWeeklyMaxHours, 'de')} Stunden in der Woche`, en: `Minors: more than ${p.youthWeeklyMaxHours} hours a week` }),
  YOUTH_DAYS_PER_WEEK_EXCEEDED: (p) => ({ de: `Jugendliche: mehr als ${p.youthDaysPerWeek} Arbeitstage in der Woche`, en: `Minors: more than ${p.youthDaysPerWeek} working days a week` }),
  YOUTH_SHIFT_SPAN_EXCEEDED: (p) => ({ de: `Jugendliche: Schichtzeit über ${n(p.youthShiftSpanHours, 'de')} Stunden`, en: `Minors: shift span over ${p.youthShiftSpanHours} hours` }),
  YOUTH_NIGHT_WORK: () => ({ de: 'Jugendliche: Nachtarbeit', en: 'Minors: night work' }),
  YOUTH_REST_TOO_SHORT: (p) => ({ de: `Jugendliche: Freizeit unter ${n(p.youthMinRestHours, 'de')} Stunden`, en: `Minors: rest under ${p.youthMinRestHours} hours` }),
  YOUTH_BREAK_TOO_SHORT: () => ({ de: 'Jugendliche: Ruhepause zu kurz', en: 'Minors: break too short' }),
  AUEG_MAX_DURATION: () => ({
    de: `Überlassung an denselben Kunden über ${DEFAULT_LIMITS.maxMonths} Monate (oder dessen Höchstdauer)`,
    en: `Lending to the same client beyond ${DEFAULT_LIMITS.maxMonths} months (or its own maximum)`,
  }),
  AUEG_EQUAL_PAY: () => ({
    de: `Equal Pay nach ${DEFAULT_LIMITS.equalPayMonths} Monaten Überlassung (oder dem Monat des Kunden)`,
    en: `Equal pay after ${DEFAULT_LIMITS.equalPayMonths} months of lending (or the client's month)`,
  }),
  AUEG_REVOLVING_DOOR: () => ({
    de: `Drehtür: beim Kunden beschäftigt in den ${REVOLVING_DOOR_MONTHS} Monaten vor der Überlassung`,
    en: `Revolving door: employed by the client in the ${REVOLVING_DOOR_MONTHS} months before the lending`,
  }),
  DATE_OF_BIRTH_MISSING: () => ({ de: 'Geburtsdatum fehlt (Jugendschutz nicht prüfbar)', en: 'Date of birth missing (youth rules not checkable)' }),
};

/** The catalogue in one language; a code without a label shows the code. */
export function ruleCatalogue(locale: Locale): ValidationRulesResponse {
  const params = planningParameters();
  return {
    items: checks.map(({ code, check, legalSource, notCheckable, ownDefault }) => ({
      code,
      check,
      legalSource,
      notCheckable: notCheckable === true,
      ownDefault: ownDefault ?? ruleDefaultSeverities[code] ?? (notCheckable ? 'Warning' : null),
      label: labels[code]?.(params)[locale] ?? code,
    })),
  };
}

/** Codes with a label in both languages (the test compares them with the rules). */
export const labelledCodes = () => Object.keys(labels);
