/**
 * The lending headroom of a candidate window at a client (docs/candidates.md, part
 * `lendingHeadroom`): how much of the maximum lending period the lendings that count together with
 * the window leave free after it, relative to what the window alone would leave.
 *
 * With the clock over the other lendings up to the window's end plus the window: B the budget of the
 * maximum in days from the first counting day, L the lent days counted (the window's included), W the
 * window's days: 1 when nothing but the window counts (L = W: no earlier lending, or a reset before
 * it); else 0 when L ≥ B (the window reaches the maximum); else (B − L) / (B − W).
 */
import { lendingClock, upTo } from './clock';
import type { LendingLimits } from './limits';
import { daysInRange, lastDayOfMonths } from './months';
import { type DateRange, freshCountFrom } from './periods';

export interface Headroom {
  value: number;
  /** B, L and W of the formula; the last lawful day of the clock. */
  budgetDays: number;
  lentDays: number;
  windowDays: number;
  lastLawfulDay: string;
}

export function lendingHeadroom(lendings: readonly DateRange[], window: DateRange, limits: Partial<LendingLimits> = {}): Headroom {
  const clock = lendingClock([...upTo(lendings, window.to), window], limits);
  if (!clock) throw new RangeError('a window is always lent');
  const budgetDays = daysInRange(clock.firstCountingDay, lastDayOfMonths(clock.firstCountingDay, clock.limits.maxMonths));
  const windowDays = daysInRange(window.from, window.to);
  const lentDays = clock.lentDays;
  const value = lentDays <= windowDays ? 1 : lentDays >= budgetDays ? 0 : (budgetDays - lentDays) / (budgetDays - windowDays);
  return { value, budgetDays, lentDays, windowDays, lastLawfulDay: clock.lastLawfulDay };
}

/**
 * Whether a lending can count together with the window: the latest end of those starting by the
 * window's end leaves less than a fresh count's interruption (more than three months, periods.ts)
 * before the window. When none can, the window starts the count afresh alone — headroom 1, without
 * computing the clock (a property test holds the two together).
 */
export function countsWithWindow(lendings: readonly DateRange[], window: DateRange): boolean {
  let lastEnd: string | null = null;
  for (const p of lendings) if (p.from <= window.to && (lastEnd === null || p.to > lastEnd)) lastEnd = p.to;
  return lastEnd !== null && freshCountFrom(lastEnd) > window.from;
}
