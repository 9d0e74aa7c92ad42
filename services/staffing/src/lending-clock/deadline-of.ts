/**
 * The office's deadline of one clock (docs/lending-law.md, "Deadlines for the office").
 *
 * Only a lending that continues has deadlines: one lent today or planned later (`lendingUntil` ≥
 * today). Of its two dates — the equal-pay date (AÜG §8 Abs. 4) and the last lawful day (§1 Abs. 1b) —
 * each counts when it falls within [today, today + within], reached by the periods or projected (the
 * date if the lending goes on without a break), or when it has passed: a passed date lies within the
 * periods, so lending continues after it. The deadline is the date nearest to today; on a tie the
 * upcoming one.
 */
import { addDays, daysFrom, type LendingClock } from '../lending';

export type DeadlineKind = 'equalPay' | 'maxDuration';

export interface Deadline {
  kind: DeadlineKind;
  date: string;
  daysFromToday: number;
  passed: boolean;
  projected: boolean;
}

/** `horizon`: today + within (the caller of many computes it once). */
export function deadlineOf(clock: LendingClock, today: string, within: number, horizon = addDays(today, within)): Deadline | null {
  const lendingUntil = clock.countingPeriods[clock.countingPeriods.length - 1].to;
  if (lendingUntil < today) return null;
  const both: Array<Pick<Deadline, 'kind' | 'date' | 'projected'>> = [
    { kind: 'equalPay', date: clock.equalPayFrom, projected: clock.equalPayFromProjected },
    { kind: 'maxDuration', date: clock.lastLawfulDay, projected: clock.lastLawfulDayProjected },
  ];
  const dates: Deadline[] = both
    .filter((d) => d.date <= horizon)
    .map((d) => ({ ...d, daysFromToday: daysFrom(today, d.date), passed: d.date < today }));
  if (dates.length === 0) return null;
  return dates.reduce((best, d) => {
    const distance = Math.abs(d.daysFromToday) - Math.abs(best.daysFromToday);
    return distance < 0 || (distance === 0 && d.daysFromToday > best.daysFromToday) ? d : best;
  });
}

const remembered = new WeakMap<LendingClock, { key: string; deadline: Deadline | null }>();

/** `deadlineOf`, remembered per clock object (pair-clocks.ts keeps a pair's clock while it is current). */
export function rememberedDeadlineOf(clock: LendingClock, today: string, within: number, horizon: string): Deadline | null {
  const key = `${today}|${within}`;
  const hit = remembered.get(clock);
  if (hit?.key === key) return hit.deadline;
  const deadline = deadlineOf(clock, today, within, horizon);
  remembered.set(clock, { key, deadline });
  return deadline;
}
