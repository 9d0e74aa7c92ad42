/**
 * The hours split for billing and pay (issue 26; docs/billing.md, "Surcharges, hours for billing
 * and pay"): one worked duty → its minutes by kind, in wall-clock segments of the planning zone,
 * cut at every midnight, at the night window's edges (holidays and Sundays begin and end at
 * midnight) and at the zone's clock changes; minutes are real elapsed time (Temporal).
 */
import { holidayOn } from '../working-time/public-holidays';
import type { HoursSegment, HoursSplit, NightWindow, SplitRules, WorkedDuty } from './types';
import { clockChangesBetween, datesFrom, instantOf, occurrencesOf, wallClockAt } from './wall-clock';

const MINUTE = 60_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a wall-clock `HH:MM` lies in the window (start included, end not; start > end crosses midnight). */
export const inNightWindow = (time: string, w: NightWindow) => (w.start < w.end ? time >= w.start && time < w.end : time >= w.start || time < w.end);

/**
 * Where the break lies: centred on the duty's midpoint in real elapsed time (its start the whole
 * minute `floor((elapsed − break) / 2)` after the duty's start), so it is deterministic and no kind
 * is favoured by where someone says they paused.
 */
function breakInterval(startMs: number, endMs: number, breakMinutes: number): [number, number] {
  const elapsed = (endMs - startMs) / MINUTE;
  const from = startMs + Math.floor((elapsed - breakMinutes) / 2) * MINUTE;
  return [from, from + breakMinutes * MINUTE];
}

function assertSplittable(duty: WorkedDuty, startMs: number, endMs: number, w: NightWindow) {
  if (endMs <= startMs) throw new RangeError(`duty end ${duty.end} is not after its start ${duty.start}`);
  const elapsed = (endMs - startMs) / MINUTE;
  if (!Number.isInteger(duty.breakMinutes) || duty.breakMinutes < 0 || duty.breakMinutes >= elapsed) throw new RangeError(`break of ${duty.breakMinutes} minutes does not fit a duty of ${elapsed}`);
  if (!TIME.test(w.start) || !TIME.test(w.end) || w.start === w.end) throw new RangeError(`night window ${w.start}–${w.end} is not a window`);
}

/** Every instant in (startMs, endMs) where a kind may change: midnights, window edges, clock changes. */
function cutsWithin(duty: WorkedDuty, startMs: number, endMs: number, { zone, nightWindow }: SplitRules): number[] {
  const cuts: number[] = clockChangesBetween(startMs, endMs, zone);
  for (const date of datesFrom(duty.start.slice(0, 10), duty.end.slice(0, 10)))
    for (const time of ['00:00', nightWindow.start, nightWindow.end]) cuts.push(...occurrencesOf(`${date}T${time}`, zone).filter((ms) => ms > startMs && ms < endMs));
  return cuts;
}

function segmentAt(fromMs: number, toMs: number, { zone, nightWindow, state }: SplitRules): HoursSegment {
  const from = wallClockAt(fromMs, zone);
  const to = wallClockAt(toMs, zone);
  const holiday = holidayOn(from.date, state) ?? null;
  return {
    date: from.date,
    start: `${from.date}T${from.time}`,
    end: `${to.date}T${to.time}`,
    minutes: Math.round((toMs - fromMs) / MINUTE),
    night: inNightWindow(from.time, nightWindow),
    sunday: holiday === null && from.weekday === 7,
    holiday,
  };
}

const sameKinds = (a: HoursSegment, b: HoursSegment) => a.date === b.date && a.night === b.night && a.sunday === b.sunday && a.holiday === b.holiday;

/**
 * Splits one worked duty. Throws a RangeError for a start or end that is no real date-time, an end
 * not after the start, a break not shorter than the duty, or a window of no length — input a
 * confirmed timesheet row never has (its bounds are checked when it is entered).
 */
export function splitWorkedHours(duty: WorkedDuty, rules: SplitRules): HoursSplit {
  const startMs = instantOf(duty.start, rules.zone);
  const endMs = instantOf(duty.end, rules.zone);
  assertSplittable(duty, startMs, endMs, rules.nightWindow);
  const [breakFrom, breakTo] = breakInterval(startMs, endMs, duty.breakMinutes);
  const cuts = [...new Set([startMs, endMs, breakFrom, breakTo, ...cutsWithin(duty, startMs, endMs, rules)])].sort((a, b) => a - b);
  const segments: HoursSegment[] = [];
  let lastEndMs = Number.NaN;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [from, to] = [cuts[i], cuts[i + 1]];
    if (from >= breakFrom && to <= breakTo) continue;
    const segment = segmentAt(from, to, rules);
    const previous = segments.at(-1);
    if (previous && lastEndMs === from && sameKinds(previous, segment)) Object.assign(previous, { end: segment.end, minutes: previous.minutes + segment.minutes });
    else segments.push(segment);
    lastEndMs = to;
  }
  return { ...totalsOf(segments), segments };
}

function totalsOf(segments: readonly HoursSegment[]) {
  const sum = (keep: (s: HoursSegment) => boolean) => segments.reduce((n, s) => (keep(s) ? n + s.minutes : n), 0);
  return {
    worked: sum(() => true),
    regular: sum((s) => !s.night && !s.sunday && s.holiday === null),
    night: sum((s) => s.night),
    sunday: sum((s) => s.sunday),
    holiday: sum((s) => s.holiday !== null),
  };
}
