/** Which calendar days the given duties make days with work. */
import { toDayNumber } from '../shared/dates';
import { busiesNextDay } from './other-weeks';
import type { PlannedDuty } from './types';

/** Duties by date only: a stable sort keeps the order of duties of one date as it was. */
export const byDutyDate = (a: { date: string }, b: { date: string }): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** Days with any work and the duties making them so, in the duties' order (a night duty also the next day). */
export function busyDays(duties: readonly PlannedDuty[]): Map<number, PlannedDuty[]> {
  const busy = new Map<number, PlannedDuty[]>();
  const add = (day: number, d: PlannedDuty) => {
    const list = busy.get(day);
    if (list) list.push(d);
    else busy.set(day, [d]);
  };
  for (const d of duties) {
    const day = toDayNumber(d.date);
    add(day, d);
    if (busiesNextDay(d)) add(day + 1, d);
  }
  return busy;
}
