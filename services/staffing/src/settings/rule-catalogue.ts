/**
 * The rule catalogue the settings screen lists (GET /api/settings/assignment-validation/rules):
 * every code a per-rule severity may name, with its check family, legal source and a label in
 * German and English. The working-time rules bring code, family and source themselves; the labels
 * live here, one table, so a rule without a label fails its test (rule-catalogue.test.ts).
 */
import type { ValidationRulesResponse } from '@cs/contracts/http/assignment-settings';
import { workingTimeRules, type Locale } from '../working-time';

type Label = Record<Locale, string>;

const labels: Record<string, Label> = {
  QUALIFICATION_MISSING: { de: 'Geforderte Qualifikation fehlt', en: 'Required qualification missing' },
  EMPLOYEE_INACTIVE: { de: 'Mitarbeiter/in nicht aktiv', en: 'Employee not active' },
  EMPLOYEE_UNAVAILABLE: { de: 'Dienst an einem als nicht verfügbar eingetragenen Tag', en: 'Duty on a day stated as unavailable' },
  FACILITY_BLOCKED_EMPLOYEE: { de: 'Einrichtung hat die Person gesperrt', en: 'Facility has blocked the employee' },
  CONTRACT_COVERAGE_MISSING: { de: 'Kein Vertrag deckt den Zeitraum', en: 'No contract covers the dates' },
  ORDER_HEADCOUNT_EXCEEDED: { de: 'Mehr Personen als der Auftrag anfragt', en: 'More people than the order asks for' },
  OUTSIDE_EMPLOYMENT: { de: 'Dienst außerhalb des Beschäftigungszeitraums', en: 'Duty outside the employment period' },
  ABSENCE_CONFLICT: { de: 'Dienst während einer Abwesenheit', en: 'Duty during an absence' },
  DUTY_OVERLAP: { de: 'Dienste überschneiden sich', en: 'Duties overlap' },
  BREAK_TOO_SHORT: { de: 'Ruhepause zu kurz', en: 'Break too short' },
  DAILY_HOURS_EXCEEDED: { de: 'Mehr als 10 Stunden an einem Tag', en: 'More than 10 hours on one day' },
  WEEKLY_AVERAGE_EXCEEDED: { de: 'Durchschnitt über 48 Stunden je Woche (24 Wochen)', en: 'Average over 48 hours a week (24 weeks)' },
  WEEKLY_MAXIMUM_EXCEEDED: { de: 'Mehr als 60 Stunden in einer Woche', en: 'More than 60 hours in one week' },
  REST_TOO_SHORT: { de: 'Ruhezeit unter der Mindestruhezeit', en: 'Rest below the minimum rest' },
  REST_SHORTENED: { de: 'Verkürzte Ruhezeit (Pflege) ohne Ausgleich', en: 'Shortened rest (care) without compensation' },
  REST_NOT_CHECKABLE: { de: 'Ruhezeit nicht prüfbar (Dienst ohne Uhrzeiten)', en: 'Rest not checkable (duty without times)' },
  NIGHT_DUTY_TOO_LONG: { de: 'Nachtdienst zu lang', en: 'Night duty too long' },
  CONSECUTIVE_DAYS_EXCEEDED: { de: 'Zu viele Arbeitstage in Folge', en: 'Too many working days in a row' },
  FREE_SUNDAYS_TOO_FEW: { de: 'Weniger als 15 freie Sonntage im Jahr', en: 'Fewer than 15 free Sundays a year' },
  SUNDAY_REPLACEMENT_MISSING: { de: 'Ersatzruhetag für Sonntagsarbeit fehlt', en: 'Replacement day for Sunday work missing' },
  HOLIDAY_REPLACEMENT_MISSING: { de: 'Ersatzruhetag für Feiertagsarbeit fehlt', en: 'Replacement day for holiday work missing' },
  CONTRACT_HOURS_EXCEEDED: { de: 'Vertragliche Wochenstunden überschritten', en: 'Contractual weekly hours exceeded' },
  YOUTH_DAILY_HOURS_EXCEEDED: { de: 'Jugendliche: mehr als 8 Stunden am Tag', en: 'Minors: more than 8 hours a day' },
  YOUTH_WEEKLY_HOURS_EXCEEDED: { de: 'Jugendliche: mehr als 40 Stunden in der Woche', en: 'Minors: more than 40 hours a week' },
  YOUTH_DAYS_PER_WEEK_EXCEEDED: { de: 'Jugendliche: mehr als 5 Arbeitstage in der Woche', en: 'Minors: more than 5 working days a week' },
  YOUTH_SHIFT_SPAN_EXCEEDED: { de: 'Jugendliche: Schichtzeit über 10 Stunden', en: 'Minors: shift span over 10 hours' },
  YOUTH_NIGHT_WORK: { de: 'Jugendliche: Nachtarbeit', en: 'Minors: night work' },
  YOUTH_REST_TOO_SHORT: { de: 'Jugendliche: Freizeit unter 12 Stunden', en: 'Minors: rest under 12 hours' },
  YOUTH_BREAK_TOO_SHORT: { de: 'Jugendliche: Ruhepause zu kurz', en: 'Minors: break too short' },
  DATE_OF_BIRTH_MISSING: { de: 'Geburtsdatum fehlt (Jugendschutz nicht prüfbar)', en: 'Date of birth missing (youth rules not checkable)' },
};

/** The checks outside the working-time engine (assignments/conflicts/). */
const seedRules = [
  { code: 'QUALIFICATION_MISSING', check: 'qualification', legalSource: 'Auftrag (geforderte Qualifikation)' },
  { code: 'EMPLOYEE_INACTIVE', check: 'availability', legalSource: 'Arbeitsvertrag' },
  { code: 'EMPLOYEE_UNAVAILABLE', check: 'availability', legalSource: 'Verfügbarkeitsangabe der Mitarbeitenden' },
  { code: 'FACILITY_BLOCKED_EMPLOYEE', check: 'availability', legalSource: 'Kundenwunsch (Einrichtung hat gesperrt)' },
  { code: 'CONTRACT_COVERAGE_MISSING', check: 'contractCoverage', legalSource: 'AÜG §12 Abs. 1' },
  { code: 'ORDER_HEADCOUNT_EXCEEDED', check: 'overlap', legalSource: 'Auftrag (angefragte Personenzahl)' },
] as const;

const rules = [
  ...seedRules.map((r) => ({ ...r, notCheckable: false })),
  ...workingTimeRules.map(({ code, check, legalSource, notCheckable }) => ({ code, check, legalSource, notCheckable: notCheckable === true })),
];

/** The catalogue in one language; a code without a label shows the code. */
export function ruleCatalogue(locale: Locale): ValidationRulesResponse {
  return { items: rules.map((r) => ({ ...r, label: labels[r.code]?.[locale] ?? r.code })) };
}

/** Codes with a label in both languages (the test compares them with the rules). */
export const labelledCodes = () => Object.keys(labels);
