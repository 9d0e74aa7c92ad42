/** Which calendar days the given duties make days with work. */
import { toDayNumber } from '../shared/dates';
import { busiesNextDay } from './other-weeks';
import type { PlannedDuty } from './types';

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
