import { fromDayNumber } from './dates';
import type { PlannedRange } from './planned-hours';

/** One concrete shift, in minutes since 1970-01-01 00:00 (wall-clock, no time zone). */
interface Shift {
  range: PlannedRange;
  day: number;
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

/** Shifts of a range on the days [from, to]; a shiftEnd <= shiftStart ends the next day. */
function shiftsOf(range: PlannedRange, from: number, to: number, into: Shift[]): void {
  if (range.shiftStart === null || range.shiftEnd === null) return;
  const startOfDay = toMinutes(range.shiftStart);
  let endOfDay = toMinutes(range.shiftEnd);
  if (endOfDay <= startOfDay) endOfDay += 1440;
  const last = Math.min(range.last, to);
  for (let day = Math.max(range.first, from); day <= last; day++) {
    into.push({ range, day, start: day * 1440 + startOfDay, end: day * 1440 + endOfDay });
  }
}

/**
 * Pairs of shifts (candidate vs. another assignment, or two candidate shifts) with less
 * than minRestHours between the end of the earlier and the start of the later shift.
 * Aggregated per counterpart so a daily pattern yields one violation, not one per day.
 */
export function findRestViolations(ranges: PlannedRange[], minRestHours: number): RestViolation[] {
  const candidate = ranges.find((r) => r.isCandidate);
  if (!candidate) return [];
  const own: Shift[] = [];
  shiftsOf(candidate, candidate.first, candidate.last, own);
  if (own.length === 0) return [];
  // A shift lasts at most 24 h, so only shifts starting within two days can be too close.
  const all = [...own];
  for (const r of ranges) if (!r.isCandidate) shiftsOf(r, candidate.first - 2, candidate.last + 2, all);
  const byDay = new Map<number, Shift[]>();
  for (const s of all) {
    const onDay = byDay.get(s.day);
    if (onDay) onDay.push(s);
    else byDay.set(s.day, [s]);
  }

  const found = new Map<PlannedRange | null, Omit<RestViolation, 'dates'> & { days: Set<number> }>();
  for (const c of own) {
    for (let d = c.day - 2; d <= c.day + 2; d++) {
      for (const s of byDay.get(d) ?? []) {
        if (s === c || (s.range.isCandidate && s.start <= c.start)) continue; // own pairs once
        const [prev, next] = s.start < c.start ? [s, c] : [c, s];
        const rest = next.start - prev.end;
        if (rest >= minRestHours * 60) continue;
        const key = s.range.isCandidate ? null : s.range;
        let entry = found.get(key);
        if (!entry) {
          entry = { counterpart: key, restMinutes: rest, previousShiftEnd: formatMinutes(prev.end), nextShiftStart: formatMinutes(next.start), days: new Set() };
          found.set(key, entry);
        } else if (rest < entry.restMinutes) {
          Object.assign(entry, { restMinutes: rest, previousShiftEnd: formatMinutes(prev.end), nextShiftStart: formatMinutes(next.start) });
        }
        entry.days.add(c.day);
      }
    }
  }
  return [...found.values()].map(({ days, ...v }) => ({ ...v, dates: [...days].sort((a, b) => a - b).map(fromDayNumber) }));
}
