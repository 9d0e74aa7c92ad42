/**
 * Validation of an assignment's duties. Returns field-named errors in the platform's shape
 * (`errors: { 'duties.3.end': ['…'] }`); an empty object means valid.
 */
import { isoDateSchema } from '@cs/contracts';
import { defaultParameters } from './parameters';
import type { Duty } from './types';
import { isValidTimeZone } from './zoned-time';

export type FieldErrors = Record<string, string[]>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validateDuties(
  duties: Duty[],
  range: { startDate: string; endDate: string },
  limits: { maxDuties?: number; maxBreakMinutes?: number; timeZone?: string } = {},
): FieldErrors {
  const maxDuties = limits.maxDuties ?? defaultParameters.maxDutiesPerAssignment;
  const maxBreak = limits.maxBreakMinutes ?? defaultParameters.maxBreakMinutes;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (limits.timeZone !== undefined && !isValidTimeZone(limits.timeZone)) add('timeZone', 'unknown time zone');
  if (duties.length > maxDuties) {
    add('duties', `at most ${maxDuties} duties per assignment`);
    return errors;
  }
  duties.forEach((d, i) => {
    const at = `duties.${i}`;
    if (!isoDateSchema.safeParse(d.date).success) add(`${at}.date`, 'must be a date YYYY-MM-DD');
    else if (d.date < range.startDate || d.date > range.endDate) add(`${at}.date`, `must lie within ${range.startDate} … ${range.endDate}`);
    if (!TIME.test(d.start)) add(`${at}.start`, 'must be a time HH:MM');
    if (!TIME.test(d.end)) add(`${at}.end`, 'must be a time HH:MM');
    else if (d.end === d.start) add(`${at}.end`, 'must differ from start');
    if (!Number.isInteger(d.breakMinutes) || d.breakMinutes < 0) add(`${at}.breakMinutes`, 'must be a whole number ≥ 0');
    else if (d.breakMinutes > maxBreak) add(`${at}.breakMinutes`, `must be at most ${maxBreak}`);
    else if (TIME.test(d.start) && TIME.test(d.end) && d.end !== d.start && d.breakMinutes >= wallMinutes(d.start, d.end)) {
      add(`${at}.breakMinutes`, 'must be shorter than the duty');
    }
  });
  return errors;
}

function wallMinutes(start: string, end: string): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const span = m(end) - m(start);
  return span > 0 ? span : span + 1440;
}
