/**
 * Months counted by BGB §§187 Abs. 2, 188 Abs. 2 and 3, for periods that begin at the beginning of a
 * day (a lending starts with its first day). All calendar arithmetic goes through Temporal.PlainDate.
 *
 * - `lastDayOfMonths(start, n)`: a period of n months beginning on day D ends at the end of the day
 *   before the day that numerically corresponds to D in the n-th following month (§188 Abs. 2); where
 *   that month has no such day (a 31st, a 29th/30th of February), it ends at the end of that month's
 *   last day (§188 Abs. 3). Always counted from `start`, never month by month: 31.01. + 1 month ends
 *   28.02. (29.02. in a leap year), 31.01. + 2 months ends 30.03.
 * - `monthsAndDays(from, to)`: an inclusive day range as full months and the days left over: the
 *   greatest n whose n-month period beginning `from` ends on or before `to`, then the days after that
 *   end up to and including `to`. 01.01.–31.12.2027 is 12 months 0 days; 28.01.–28.02.2027 is 1 month
 *   1 day, while 29.01.–28.02.2027 and 31.01.–28.02.2027 are 1 month 0 days (§188 Abs. 3).
 */
import { Temporal } from 'temporal-polyfill';

const date = (iso: string) => Temporal.PlainDate.from(iso);

/** The ISO date `days` days after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  return date(iso).add({ days }).toString();
}

/** Days from `from` to `to` (negative when `to` is earlier): 2027-01-01 → 2027-01-02 is 1. */
export function daysFrom(from: string, to: string): number {
  return date(from).until(date(to), { largestUnit: 'days' }).days;
}

/** Days in the inclusive range `from`..`to` (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, daysFrom(from, to) + 1);
}

/**
 * The last day of a period of `months` months beginning at the beginning of `start` (BGB §§187 Abs. 2,
 * 188 Abs. 2, 3). `months` 0 gives the day before `start`.
 */
export function lastDayOfMonths(start: string, months: number): string {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`months must be a whole number ≥ 0, got ${months}`);
  const begin = date(start);
  const corresponding = begin.add({ months }, { overflow: 'constrain' });
  // Constrained: the month has no day numbered like the start day, so the period ends on its last day.
  return (corresponding.day === begin.day ? corresponding.subtract({ days: 1 }) : corresponding).toString();
}

/** The inclusive range `from`..`to` as full months (BGB) and remaining days; see the file comment. */
export function monthsAndDays(from: string, to: string): { months: number; days: number } {
  if (daysFrom(from, to) < 0) return { months: 0, days: 0 };
  const begin = date(from);
  // A first guess from the calendar difference, corrected by at most a step either way.
  let months = begin.until(date(to).add({ days: 1 }), { largestUnit: 'months' }).months;
  while (months > 0 && lastDayOfMonths(from, months) > to) months--;
  while (lastDayOfMonths(from, months + 1) <= to) months++;
  return { months, days: daysFrom(lastDayOfMonths(from, months), to) };
}
