/**
 * Instants of wall-clock times in a zone, through Temporal — no hand-written offset arithmetic.
 * Every occurrence counts: a time the autumn change repeats has two instants, one the spring change
 * skips has the two Temporal offers around the gap (an extra cut there changes no kind).
 */
import { Temporal } from 'temporal-polyfill';
import { recall } from '../shared/remember';

const MAX_CACHE = 100_000;
const instants = new Map<string, number>();
const occurrences = new Map<string, number[]>();
const wallClocks = new Map<string, { date: string; time: string; weekday: number }>();
const changesByYear = new Map<string, number[]>();

/** A memo bounded in size (the same dates and edges recur across a month's duties). */
const remember = <V>(cache: Map<string, V>, key: string, make: () => V): V => recall(cache, key, make, MAX_CACHE);

/** Epoch ms of a wall-clock `YYYY-MM-DDTHH:MM` (Temporal's `compatible`: the first of a repeated time, a skipped one moved forward); throws on no real date-time. */
export const instantOf = (wallClock: string, zone: string): number =>
  remember(instants, `${zone}|${wallClock}`, () => Temporal.PlainDateTime.from(wallClock, { overflow: 'reject' }).toZonedDateTime(zone).epochMilliseconds);

/** Every instant the wall-clock time has (one, or two around a clock change). */
export const occurrencesOf = (wallClock: string, zone: string): number[] =>
  remember(occurrences, `${zone}|${wallClock}`, () => {
    const local = Temporal.PlainDateTime.from(wallClock);
    const earlier = local.toZonedDateTime(zone, { disambiguation: 'earlier' }).epochMilliseconds;
    const later = local.toZonedDateTime(zone, { disambiguation: 'later' }).epochMilliseconds;
    return earlier === later ? [earlier] : [earlier, later];
  });

/** The zone's clock changes in a calendar year (from the zone's rules, through Temporal). */
const clockChangesIn = (year: number, zone: string): number[] =>
  remember(changesByYear, `${zone}|${year}`, () => {
    const out: number[] = [];
    const end = Temporal.PlainDate.from({ year: year + 1, month: 1, day: 1 }).toZonedDateTime(zone).epochMilliseconds;
    for (let at = Temporal.PlainDate.from({ year, month: 1, day: 1 }).toZonedDateTime(zone).getTimeZoneTransition('next'); at && at.epochMilliseconds < end; at = at.getTimeZoneTransition('next'))
      out.push(at.epochMilliseconds);
    return out;
  });

/** The zone's clock changes in (fromMs, toMs). */
export function clockChangesBetween(fromMs: number, toMs: number, zone: string): number[] {
  const [first, last] = [wallClockAt(fromMs, zone), wallClockAt(toMs, zone)].map((w) => Number(w.date.slice(0, 4)));
  const out: number[] = [];
  for (let year = first - 1; year <= last; year++) out.push(...clockChangesIn(year, zone).filter((ms) => ms > fromMs && ms < toMs));
  return out;
}

/** Wall-clock date, `HH:MM` and ISO weekday (7 = Sunday) of an instant in the zone. */
export const wallClockAt = (ms: number, zone: string): { date: string; time: string; weekday: number } =>
  remember(wallClocks, `${zone}|${ms}`, () => {
    const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
    return { date: z.toPlainDate().toString(), time: z.toPlainTime().toString({ smallestUnit: 'minute' }), weekday: z.dayOfWeek };
  });

/** The wall-clock dates from `first` to `last`, both included. */
export function datesFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = Temporal.PlainDate.from(first); Temporal.PlainDate.compare(d, Temporal.PlainDate.from(last)) <= 0; d = d.add({ days: 1 })) out.push(d.toString());
  return out;
}
