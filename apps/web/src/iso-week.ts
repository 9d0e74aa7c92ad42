/**
 * ISO calendar weeks (`2026-W43`, Monday–Sunday; week 1 holds the year's first Thursday, ISO 8601),
 * as the timesheets API names them. Calendar dates only (YYYY-MM-DD, no time of day, no zone).
 */
import { addDays, mondayOf } from './dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO week a date falls in: the week-year is the year of its Thursday. */
export function isoWeekOf(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const week = 1 + Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / (7 * 86_400_000));
  return `${year}-W${pad(week)}`;
}

/** The Monday of an ISO week: week 1 is the week of 4 January. */
export function mondayOfIsoWeek(week: string): string {
  const [year, number] = [Number(week.slice(0, 4)), Number(week.slice(6))];
  return addDays(mondayOf(`${year}-01-04`), (number - 1) * 7);
}

/** The week `n` weeks before (negative) or after. */
export const shiftIsoWeek = (week: string, n: number) => isoWeekOf(addDays(mondayOfIsoWeek(week), 7 * n));
