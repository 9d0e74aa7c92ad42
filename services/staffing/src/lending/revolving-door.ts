/**
 * The revolving door (AÜG §8 Abs. 3): an employee who left the client's own employment within the six
 * months before being lent to it gets equal pay from the first day.
 *
 * The exit is the last day of the direct employment. It lies "within the six months before" the
 * lending when the days strictly between exit and the lending's first day are less than six months
 * (BGB, counted from the day after the exit, months.ts) — the same measure as the interruption.
 * Exit 31.12.2027: the six months after it end 30.06.2028, so a lending from 30.06.2028 is caught,
 * one from 01.07.2028 (exactly six months between) or later is not.
 */
import { addDays, lastDayOfMonths } from './months';
import type { DateRange } from './periods';

export const REVOLVING_DOOR_MONTHS = 6;

/** Whether an employment ending `exit` lies within the six months before a lending from `lendingStart`. */
export function leftWithinSixMonths(exit: string, lendingStart: string): boolean {
  return addDays(lendingStart, -1) < lastDayOfMonths(addDays(exit, 1), REVOLVING_DOOR_MONTHS);
}

/**
 * The latest period of direct employment at the client that began before `lendingStart` and ended
 * within the six months before it (or runs into it); null when there is none.
 */
export function revolvingDoorEmployment(employedByClient: readonly DateRange[], lendingStart: string): DateRange | null {
  const caught = employedByClient.filter((e) => e.from < lendingStart && (e.to >= lendingStart || leftWithinSixMonths(e.to, lendingStart)));
  if (caught.length === 0) return null;
  return caught.reduce((latest, e) => (e.to > latest.to ? e : latest));
}
