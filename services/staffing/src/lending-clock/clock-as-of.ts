/**
 * The clock of one employee at one party as of a day (docs/lending-law.md, "The clock API").
 *
 * The clock runs over every period recorded or planned, except a planned lending after an
 * interruption of more than three months that follows the lending in force: that one starts the count
 * afresh and is a lending of its own, so it must not hide where the current count stands. The lending
 * in force as of `asOf` is the first group of lendings counting together (no interruption of more than
 * three months between them) that ends on or after `asOf`; when all ended before, the last.
 */
import {
  type DateRange,
  INTERRUPTION_MONTHS,
  interruptionBetween,
  type LendingClock,
  type LendingLimits,
  lastsMoreThan,
  lendingClock,
  mergePeriods,
} from '../lending';

/** The merged lendings up to the end of the group of lendings in force as of `asOf`. */
export function lendingsInForce(periods: readonly DateRange[], asOf: string): DateRange[] {
  const merged = mergePeriods(periods);
  const first = merged.findIndex((p) => p.to >= asOf);
  if (first < 0) return merged;
  let last = first;
  while (last + 1 < merged.length && !lastsMoreThan(interruptionBetween(merged[last], merged[last + 1]), INTERRUPTION_MONTHS)) last++;
  return merged.slice(0, last + 1);
}

/** The clock in force as of `asOf`; null without lending periods. */
export function clockAsOf(periods: readonly DateRange[], limits: Partial<LendingLimits>, asOf: string): LendingClock | null {
  return lendingClock(lendingsInForce(periods, asOf), limits);
}

/** The counting period in force as of `asOf`: the one running then or the next; else the last. */
export function lendingInForce(clock: LendingClock, asOf: string): DateRange {
  return clock.countingPeriods.find((p) => p.to >= asOf) ?? clock.countingPeriods[clock.countingPeriods.length - 1];
}
