/**
 * Lending periods of one employee to one client, merged, and the counting periods since the last
 * reset (AÜG §1 Abs. 1b S. 2, §8 Abs. 4 S. 4).
 *
 * - Periods are inclusive date ranges; overlapping or adjacent ones (the next starts on or before the
 *   day after the previous ends) are one lending.
 * - The interruption between two lendings is the days strictly between them: after a lending ending
 *   31.12.2027 and one starting 01.04.2028 it is 01.01.–31.03.2028.
 * - It is "more than three months" when it lasts longer than the three-month period beginning on its
 *   first day (BGB, months.ts): 01.01.–31.03.2028 is exactly three months, so the lendings add up;
 *   a lending starting 02.04.2028 makes it 3 months 1 day and starts the count afresh.
 * - Interruptions of three months or less add the lendings up; the interruption days themselves do not
 *   count as lent (Bundesagentur für Arbeit, Fachliche Weisungen AÜG zu §1).
 */
import { addDays, lastDayOfMonths } from './months';

/** An inclusive date range, 'YYYY-MM-DD'. */
export interface DateRange {
  from: string;
  to: string;
}

/** Longest interruption (months, BGB) after which earlier lendings still count. */
export const INTERRUPTION_MONTHS = 3;

/** Sorted, with overlapping and adjacent ranges joined. Ranges with `to` before `from` are refused. */
export function mergePeriods(periods: readonly DateRange[]): DateRange[] {
  for (const p of periods) if (p.to < p.from) throw new RangeError(`period ${p.from}..${p.to} ends before it starts`);
  const sorted = [...periods].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: DateRange[] = [];
  for (const p of sorted) {
    const last = merged[merged.length - 1];
    if (last && p.from <= addDays(last.to, 1)) {
      if (p.to > last.to) last.to = p.to;
    } else merged.push({ from: p.from, to: p.to });
  }
  return merged;
}

/** The days strictly between two merged lendings, `before` ending before `after` starts with a gap. */
export function interruptionBetween(before: DateRange, after: DateRange): DateRange {
  return { from: addDays(before.to, 1), to: addDays(after.from, -1) };
}

/** Whether an interruption lasts more than `months` months (BGB, counted from its first day). */
export function lastsMoreThan(interruption: DateRange, months: number): boolean {
  return interruption.to > lastDayOfMonths(interruption.from, months);
}

/**
 * The first day a new lending starts the count afresh after a lending ending `lastDay`: the day after
 * the three-month interruption period has run out, plus one (a lending on that run-out day's next day
 * leaves exactly three months between).
 */
export function freshCountFrom(lastDay: string): string {
  return addDays(lastDayOfMonths(addDays(lastDay, 1), INTERRUPTION_MONTHS), 2);
}

export interface CountingPeriods {
  /** The merged lendings since the last reset, in order. */
  periods: DateRange[];
  /** The interruptions between them (each three months or less). */
  interruptions: DateRange[];
  /** The interruption of more than three months that last started the count afresh, if any. */
  reset: DateRange | null;
}

/** The merged lendings that count together: those after the last interruption of more than three months. */
export function countingPeriods(periods: readonly DateRange[]): CountingPeriods {
  const merged = mergePeriods(periods);
  let start = 0;
  let reset: DateRange | null = null;
  for (let i = 1; i < merged.length; i++) {
    const gap = interruptionBetween(merged[i - 1], merged[i]);
    if (lastsMoreThan(gap, INTERRUPTION_MONTHS)) {
      start = i;
      reset = gap;
    }
  }
  const counting = merged.slice(start);
  const interruptions = counting.slice(1).map((p, i) => interruptionBetween(counting[i], p));
  return { periods: counting, interruptions, reset };
}
