/** Which duties an assignment has after its order's pattern changed: pure, no database. */
import type { ShiftPatternResponse } from '@cs/contracts/http/orders';
import type { StoredDuty } from '../assignments/duties.repo';
import { patternDuties } from '../orders/order-pattern';

const byDateAndStart = (a: StoredDuty, b: StoredDuty) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? '');

/**
 * Dates before `from` (the past: worked or not, it is history) and dates planned by hand keep their
 * duties; every other date of `from` … `to` gets what the new pattern gives it (maybe none: a day off).
 */
export function followPattern(
  stored: StoredDuty[],
  manualDates: ReadonlySet<string>,
  pattern: ShiftPatternResponse | null,
  from: string,
  to: string,
): StoredDuty[] {
  if (from > to) return stored;
  const kept = stored.filter((d) => d.date < from || d.date > to || manualDates.has(d.date));
  const generated = patternDuties(pattern, from, to).filter((d) => !manualDates.has(d.date));
  return [...kept, ...generated].sort(byDateAndStart);
}

/** Same duties in the same order (both lists sorted by date and start). */
export const sameDuties = (a: StoredDuty[], b: StoredDuty[]) => JSON.stringify(a) === JSON.stringify(b);
