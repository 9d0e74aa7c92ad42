/**
 * The lending clock of one employee at one client: what counts, how long it has run, and the two
 * deadlines (AÜG §1 Abs. 1b, §8 Abs. 4).
 *
 * Accumulated time across several counting periods maps to calendar dates by a lent-day budget:
 * - The budget of n months is the number of days in the n-month BGB period beginning on the first
 *   counting day F (months.ts): 18 months from 01.01.2027 are 01.01.2027–30.06.2028, 547 days.
 * - The lent days are counted through the counting periods in order; the interruptions between them
 *   are not lent days. The last lawful day is the date of the budget's last lent day; the equal-pay
 *   date is the date of the lent day after the 9-month budget (the first day of the 10th month).
 * - So each interruption of three months or less moves the deadlines later by its length in days; an
 *   uninterrupted lending gets exactly the BGB dates. Lent 2027 in full and again from 01.03.2028
 *   (interruption 01.01.–29.02.2028, 60 days): last lawful day 30.06.2028 + 60 days = 29.08.2028.
 * - Months and days lent are the lent days laid end to end from F (`monthsAndDays(F, F + days − 1)`).
 * - When the periods run out before a deadline, its date is projected as if the lending went on
 *   without a break after the last period (the earliest the deadline can fall), and flagged so.
 */
import { type LendingLimits, limitsWith } from './limits';
import { addDays, daysInRange, lastDayOfMonths, monthsAndDays } from './months';
import { countingPeriods, type DateRange, freshCountFrom } from './periods';

export interface MonthsAndDays {
  months: number;
  days: number;
}

export interface LendingClock {
  /** The merged lendings that count together, since the last reset. */
  countingPeriods: DateRange[];
  /** The interruptions between them (not counted as lent). */
  interruptions: DateRange[];
  /** The interruption of more than three months that last started the count afresh, if any. */
  reset: DateRange | null;
  firstCountingDay: string;
  limits: LendingLimits;
  /** Days lent across the counting periods, and the same as months and days. */
  lentDays: number;
  lent: MonthsAndDays;
  lastLawfulDay: string;
  /** True when the last lawful day lies after the last counting period (reached only if lending goes on). */
  lastLawfulDayProjected: boolean;
  /** The first day equal pay applies (the first day of the 10th month of lending, by default). */
  equalPayFrom: string;
  equalPayFromProjected: boolean;
  /** The first day a new lending would start the count afresh. */
  freshCountFrom: string;
}

/** Periods cut at `lastDay`: those starting later dropped, those running past it shortened. */
export function upTo(periods: readonly DateRange[], lastDay: string): DateRange[] {
  return periods.filter((p) => p.from <= lastDay).map((p) => ({ from: p.from, to: p.to < lastDay ? p.to : lastDay }));
}

/** The date of the `n`-th lent day (1-based) through `periods`, projected past the last one. */
export function dateOfLentDay(periods: readonly DateRange[], n: number): { date: string; projected: boolean } {
  let remaining = n;
  for (const p of periods) {
    const days = daysInRange(p.from, p.to);
    if (remaining <= days) return { date: addDays(p.from, remaining - 1), projected: false };
    remaining -= days;
  }
  return { date: addDays(periods[periods.length - 1].to, remaining), projected: true };
}

/** Lent days through `periods` up to and including `asOf`. */
export function lentDaysUpTo(periods: readonly DateRange[], asOf: string): number {
  return periods.reduce((sum, p) => sum + (p.from > asOf ? 0 : daysInRange(p.from, p.to < asOf ? p.to : asOf)), 0);
}

/** `days` lent days laid end to end from `firstDay`, as BGB months and days. */
export function lentMonthsAndDays(firstDay: string, days: number): MonthsAndDays {
  return days <= 0 ? { months: 0, days: 0 } : monthsAndDays(firstDay, addDays(firstDay, days - 1));
}

/** The budget of `months` months from `firstDay`, in days. */
const budget = (firstDay: string, months: number) => daysInRange(firstDay, lastDayOfMonths(firstDay, months));

/**
 * The clock over the given lending periods (any order, overlapping or adjacent allowed; periods of
 * direct employment at the client do not belong here). Null when there are none.
 */
export function lendingClock(periods: readonly DateRange[], overrides: Partial<LendingLimits> = {}): LendingClock | null {
  const limits = limitsWith(overrides);
  const counting = countingPeriods(periods);
  if (counting.periods.length === 0) return null;
  const first = counting.periods[0].from;
  const lentDays = counting.periods.reduce((sum, p) => sum + daysInRange(p.from, p.to), 0);
  const last = dateOfLentDay(counting.periods, budget(first, limits.maxMonths));
  const equalPay = dateOfLentDay(counting.periods, budget(first, limits.equalPayMonths) + 1);
  return {
    countingPeriods: counting.periods,
    interruptions: counting.interruptions,
    reset: counting.reset,
    firstCountingDay: first,
    limits,
    lentDays,
    lent: lentMonthsAndDays(first, lentDays),
    lastLawfulDay: last.date,
    lastLawfulDayProjected: last.projected,
    equalPayFrom: equalPay.date,
    equalPayFromProjected: equalPay.projected,
    freshCountFrom: freshCountFrom(counting.periods[counting.periods.length - 1].to),
  };
}

/** Months and days lent as of `asOf` (inclusive), counting only the clock's counting periods. */
export function lentAsOf(clock: LendingClock, asOf: string): MonthsAndDays {
  return lentMonthsAndDays(clock.firstCountingDay, lentDaysUpTo(clock.countingPeriods, asOf));
}
