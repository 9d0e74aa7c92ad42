import { addDays, eachDay, fromDayNumber, toDayNumber } from './dates';
import type { PlannedRange } from './planned-hours';

/** One concrete shift, in minutes since 1970-01-01 00:00 (wall-clock, no time zone). */
interface Shift {
  range: PlannedRange;
  date: string;
  start: number;
  end: number;
}

export interface RestViolation {
  /** The other assignment involved, or null for two shifts of the candidate itself. */
  counterpart: PlannedRange | null;
  /** Shortest rest found; negative when the shifts overlap in time. */
  restMinutes: number;
  previousShiftEnd: string;
  nextShiftStart: string;
  /** Candidate shift dates affected, ascending. */
  dates: string[];
}

function toMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export function formatMinutes(minutes: number): string {
  const day = Math.floor(minutes / 1440);
  const rest = minutes - day * 1440;
  const hh = String(Math.floor(rest / 60)).padStart(2, '0');
  const mm = String(rest % 60).padStart(2, '0');
  return `${fromDayNumber(day)} ${hh}:${mm}`;
}

/** Shifts of a range on the days in [from, to]; a shiftEnd <= shiftStart ends the next day. */
function shiftsOf(range: PlannedRange, from: string, to: string): Shift[] {
  if (range.shiftStart === null || range.shiftEnd === null) return [];
  const startOfDay = toMinutes(range.shiftStart);
  let endOfDay = toMinutes(range.shiftEnd);
  if (endOfDay <= startOfDay) endOfDay += 1440;
  const first = range.startDate > from ? range.startDate : from;
  const last = range.endDate < to ? range.endDate : to;
  return eachDay(first, last).map((date) => {
    const base = toDayNumber(date) * 1440;
    return { range, date, start: base + startOfDay, end: base + endOfDay };
  });
}

/**
 * Pairs of shifts (candidate vs. another assignment, or two candidate shifts) with less
 * than minRestHours between the end of the earlier and the start of the later shift.
 * Aggregated per counterpart so a daily pattern yields one violation, not one per day.
 */
export function findRestViolations(ranges: PlannedRange[], minRestHours: number): RestViolation[] {
  const candidate = ranges.find((r) => r.isCandidate);
  if (!candidate) return [];
  const own = shiftsOf(candidate, candidate.startDate, candidate.endDate);
  if (own.length === 0) return [];
  // A shift lasts at most 24 h, so only shifts starting within two days can be too close.
  const from = addDays(candidate.startDate, -2);
  const to = addDays(candidate.endDate, 2);
  const byDay = new Map<number, Shift[]>();
  for (const s of [...own, ...ranges.filter((r) => !r.isCandidate).flatMap((r) => shiftsOf(r, from, to))]) {
    const key = toDayNumber(s.date);
    byDay.set(key, [...(byDay.get(key) ?? []), s]);
  }

  const found = new Map<PlannedRange | null, RestViolation & { dateSet: Set<string> }>();
  for (const c of own) {
    const day = toDayNumber(c.date);
    for (let d = day - 2; d <= day + 2; d++) {
      for (const s of byDay.get(d) ?? []) {
        if (s === c || (s.range.isCandidate && s.start <= c.start)) continue; // own pairs once
        const [prev, next] = s.start < c.start ? [s, c] : [c, s];
        const rest = next.start - prev.end;
        if (rest >= minRestHours * 60) continue;
        const key = s.range.isCandidate ? null : s.range;
        const entry = found.get(key) ?? {
          counterpart: key, restMinutes: rest, previousShiftEnd: formatMinutes(prev.end),
          nextShiftStart: formatMinutes(next.start), dates: [], dateSet: new Set<string>(),
        };
        if (rest < entry.restMinutes) {
          Object.assign(entry, { restMinutes: rest, previousShiftEnd: formatMinutes(prev.end), nextShiftStart: formatMinutes(next.start) });
        }
        entry.dateSet.add(c.date);
        found.set(key, entry);
      }
    }
  }
  return [...found.values()].map(({ dateSet, ...v }) => ({ ...v, dates: [...dateSet].sort() }));
}
