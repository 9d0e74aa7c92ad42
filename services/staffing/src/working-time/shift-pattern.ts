/**
 * An order's shift pattern and its expansion into duties over an assignment's date range.
 * Weekdays are ISO: 1 = Monday … 7 = Sunday.
 */
import { fromDayNumber, isoWeekdayOfDay, toDayNumber } from '../shared/dates';
import { defaultParameters } from './parameters';
import { statutoryBreak, statutoryBreakOn, wallClockSpanMinutes } from './statutory-break';
import type { Duty } from './types';

export interface Shift {
  start: string;
  end: string;
  /** With `breakAssumed`: the statutory break of an ordinary day's length (what the order shows). */
  breakMinutes: number;
  /**
   * No break was stated: each duty gets the statutory minimum for its real length (statutory-break.ts),
   * which differs from `breakMinutes` only on a night over a clock change.
   */
  breakAssumed?: boolean;
}

/** A shift whose order states no break: the statutory minimum for its length, marked as assumed. */
export function assumedBreakShift(start: string, end: string): Shift {
  return { start, end, breakMinutes: statutoryBreak(wallClockSpanMinutes(start, end)), breakAssumed: true };
}

export interface ShiftPattern {
  /** Per ISO weekday (1–7): a shift, or null = off. A missing weekday is off. */
  weekdays: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Shift | null>>;
  /** Per date: another shift, or null = off on that date. */
  exceptions?: Record<string, Shift | null>;
}

/** An order with only shiftStart/shiftEnd: every day that shift, with the statutory break (none is stated). */
export function legacyPattern(shiftStart: string, shiftEnd: string): ShiftPattern {
  const shift = assumedBreakShift(shiftStart, shiftEnd);
  return { weekdays: { 1: shift, 2: shift, 3: shift, 4: shift, 5: shift, 6: shift, 7: shift } };
}

/** The pattern's duties on the days startDate … endDate (inclusive), by date; `zone` times an assumed break. */
export function expandPattern(pattern: ShiftPattern, startDate: string, endDate: string, zone: string = defaultParameters.timeZone): Duty[] {
  const duties: Duty[] = [];
  const last = toDayNumber(endDate);
  for (let day = toDayNumber(startDate); day <= last; day++) {
    const date = fromDayNumber(day);
    const exception = pattern.exceptions?.[date];
    const shift = exception !== undefined ? exception : pattern.weekdays[isoWeekdayOfDay(day) as 1];
    if (!shift) continue;
    const breakMinutes = shift.breakAssumed ? statutoryBreakOn(date, shift.start, shift.end, zone) : shift.breakMinutes;
    duties.push({ date, start: shift.start, end: shift.end, breakMinutes });
  }
  return duties;
}
