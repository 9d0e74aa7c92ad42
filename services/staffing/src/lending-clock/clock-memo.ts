/**
 * The clock in force, remembered by its inputs. A clock is a pure function of the periods, the
 * limits and the day (clock-as-of.ts), and computing one costs dozens of Temporal operations; the
 * deadline list computes one per candidate pair on every request while the periods change rarely. The
 * key is the whole input, so a remembered clock is never stale; the oldest entries go first.
 */
import type { DateRange, LendingClock, LendingLimits } from '../lending';
import { remember } from '../shared/remember';
import { clockAsOf } from './clock-as-of';

const MAX_ENTRIES = 20_000;
const remembered = new Map<string, LendingClock | null>();

export function rememberedClockAsOf(periods: readonly DateRange[], limits: Partial<LendingLimits>, asOf: string): LendingClock | null {
  const key = `${asOf}|${limits.maxMonths ?? ''}|${limits.equalPayMonths ?? ''}|${periods.map((p) => `${p.from}${p.to}`).join(',')}`;
  const hit = remembered.get(key);
  if (hit !== undefined) return hit;
  const clock = clockAsOf(periods, limits, asOf);
  remember(remembered, key, clock, MAX_ENTRIES);
  return clock;
}
