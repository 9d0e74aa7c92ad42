/**
 * An order's shift pattern and its expansion into duties over an assignment's date range.
 * Weekdays are ISO: 1 = Monday … 7 = Sunday.
 */
import { fromDayNumber, isoWeekdayOfDay, toDayNumber } from '../shared/dates';
import type { Duty } from './types';

export interface Shift {
  start: string;
  end: string;
  breakMinutes: number;
}

export interface ShiftPattern {
  /** Per ISO weekday (1–7): a shift, or null = off. A missing weekday is off. */
  weekdays: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Shift | null>>;
  /** Per date: another shift, or null = off on that date. */
  exceptions?: Record<string, Shift | null>;
}

/** A legacy order with only shiftStart/shiftEnd: every day that shift (no break recorded). */
export function legacyPattern(shiftStart: string, shiftEnd: string, breakMinutes = 0): ShiftPattern {
  const shift = { start: shiftStart, end: shiftEnd, breakMinutes };
  return { weekdays: { 1: shift, 2: shift, 3: shift, 4: shift, 5: shift, 6: shift, 7: shift } };
}

/** The pattern's duties on the days startDate … endDate (inclusive), by date. */
export function expandPattern(pattern: ShiftPattern, startDate: string, endDate: string): Duty[] {
  const duties: Duty[] = [];
  const last = toDayNumber(endDate);
  for (let day = toDayNumber(startDate); day <= last; day++) {
    const date = fromDayNumber(day);
    const exception = pattern.exceptions?.[date];
    const shift = exception !== undefined ? exception : pattern.weekdays[isoWeekdayOfDay(day) as 1];
    if (shift) duties.push({ date, start: shift.start, end: shift.end, breakMinutes: shift.breakMinutes });
  }
  return duties;
}
