/** Turns planned duties into real instants and elapsed minutes, sorted by start. */
import { toDayNumber } from '../shared/dates';
import type { PlannedDuty, TimedDuty } from './types';
import { dutyInstants } from './zoned-time';

const MS_PER_MINUTE = 60_000;

export function timeDuty(duty: PlannedDuty, isCandidate: boolean, zone: string): TimedDuty | null {
  if (duty.start === null || duty.end === null) return null;
  const day = toDayNumber(duty.date);
  const { startMs, endMs } = dutyInstants(duty.date, duty.start, duty.end, zone, day);
  const spanMinutes = (endMs - startMs) / MS_PER_MINUTE;
  return {
    duty, isCandidate, day, startMs, endMs, spanMinutes,
    netMinutes: spanMinutes - (duty.breakMinutes ?? 0),
  };
}

/** Net minutes of a duty with times: real elapsed start → end (DST-correct) less the break — as timeDuty counts them. */
export function dutyNetMinutes(date: string, start: string, end: string, breakMinutes: number | null, zone: string, day = toDayNumber(date)): number {
  const { startMs, endMs } = dutyInstants(date, start, end, zone, day);
  return (endMs - startMs) / MS_PER_MINUTE - (breakMinutes ?? 0);
}

export interface TimedDuties {
  /** Candidate and other duties with times, sorted by start instant. */
  all: TimedDuty[];
  candidate: TimedDuty[];
  /** Duties without times (of other assignments): their working time is unknown. */
  untimed: PlannedDuty[];
}

export function timeDuties(candidate: PlannedDuty[], others: PlannedDuty[], zone: string): TimedDuties {
  const all: TimedDuty[] = [];
  const own: TimedDuty[] = [];
  const untimed: PlannedDuty[] = [];
  for (const d of candidate) {
    const t = timeDuty(d, true, zone);
    if (t === null) untimed.push(d);
    else {
      all.push(t);
      own.push(t);
    }
  }
  for (const d of others) {
    const t = timeDuty(d, false, zone);
    if (t === null) untimed.push(d);
    else all.push(t);
  }
  const byStart = (a: TimedDuty, b: TimedDuty) => a.startMs - b.startMs || a.endMs - b.endMs;
  all.sort(byStart);
  own.sort(byStart);
  return { all, candidate: own, untimed };
}
