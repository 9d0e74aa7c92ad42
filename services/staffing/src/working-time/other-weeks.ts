/**
 * The employee's other duties summed per ISO week: net minutes, and per weekday how many duties
 * start on it and how many make it a day with work (a night duty also the next day). Kept with the
 * duties in the database (`duty_weeks`), so the rules that look far back or over a whole year (the
 * 24-week average, free Sundays, replacement days, days in a row) read a few rows instead of every
 * duty; computed here, by the same code the engine times duties with, so both agree to the minute.
 */
import { isoWeekdayOfDay, mondayOfDay, toDayNumber } from '../shared/dates';
import { dutyNetMinutes } from './timed-duties';
import type { WeekSummaries, WeekSummary } from './types';

export type { WeekSummaries, WeekSummary };

/** What a duty needs to be summed (stored and planned duties both have it). */
export interface SummableDuty {
  date: string;
  start: string | null;
  end: string | null;
  breakMinutes: number | null;
}

/** A timed duty ending after midnight (not at 00:00) makes the next day a day with work too. */
export const busiesNextDay = (d: SummableDuty): boolean => d.start !== null && d.end !== null && d.end < d.start && d.end !== '00:00';

const emptyWeek = (): WeekSummary => ({ netMinutes: 0, starts: [0, 0, 0, 0, 0, 0, 0], busy: [0, 0, 0, 0, 0, 0, 0] });

function weekOf(weeks: WeekSummaries, day: number): WeekSummary {
  const monday = mondayOfDay(day);
  let w = weeks.get(monday);
  if (!w) {
    w = emptyWeek();
    weeks.set(monday, w);
  }
  return w;
}

/** Adds (sign 1) or removes (sign −1) the duties' share to the weeks; net minutes count in the week the duty starts. */
export function addToWeeks(weeks: WeekSummaries, duties: readonly SummableDuty[], zone: string, sign: 1 | -1 = 1): WeekSummaries {
  for (const d of duties) {
    const day = toDayNumber(d.date);
    const w = weekOf(weeks, day);
    const i = isoWeekdayOfDay(day) - 1;
    w.starts[i] += sign;
    w.busy[i] += sign;
    if (d.start !== null && d.end !== null) w.netMinutes += sign * dutyNetMinutes(d.date, d.start, d.end, d.breakMinutes, zone, day);
    if (busiesNextDay(d)) weekOf(weeks, day + 1).busy[isoWeekdayOfDay(day + 1) - 1] += sign;
  }
  return weeks;
}

/** The weeks of some duties. */
export const summariseWeeks = (duties: readonly SummableDuty[], zone: string): WeekSummaries => addToWeeks(new Map(), duties, zone);

/** Day-level questions over the weeks (a missing week: no other duty in it). */
export function weekCount(weeks: WeekSummaries, day: number, of: 'starts' | 'busy'): number {
  return weeks.get(mondayOfDay(day))?.[of][isoWeekdayOfDay(day) - 1] ?? 0;
}

/** Whether a duty starts on a day, and whether the day has work (weekCount > 0 in any of the week sums). */
export interface DayMarks {
  startsOn(day: number): boolean;
  isBusy(day: number): boolean;
}

/**
 * Both questions of weekCount over several week sums, each week's answers read once into 14 bits
 * (bit i: a duty starts on weekday i + 1; bit 7 + i: that day has work) when a rule first asks about
 * one of its days: a rule asking about many days (every Sunday of a year, the days around a worked
 * Sunday) then reads one map per day, and the weeks nobody asks about are never read.
 */
export function dayMarks(...weeks: WeekSummaries[]): DayMarks {
  const bitsOf = new Map<number, number>();
  const bits = (day: number): number => {
    const monday = mondayOfDay(day);
    let b = bitsOf.get(monday);
    if (b === undefined) {
      b = 0;
      for (const w of weeks) {
        const week = w.get(monday);
        if (week) for (let i = 0; i < 7; i++) b |= (week.starts[i] > 0 ? 1 << i : 0) | (week.busy[i] > 0 ? 1 << (7 + i) : 0);
      }
      bitsOf.set(monday, b);
    }
    return b >> (day - monday);
  };
  return { startsOn: (day) => (bits(day) & 1) !== 0, isBusy: (day) => (bits(day) & (1 << 7)) !== 0 };
}
