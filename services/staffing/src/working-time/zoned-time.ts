/**
 * Wall-clock ↔ real instants in the planning time zone, through the Temporal polyfill — no
 * hand-written offset arithmetic. Conversions are memoised (the same dates and shift times
 * recur across duties and calls), so a check converts each distinct local time once.
 */
import { Temporal } from 'temporal-polyfill';
import { digits, fromDayNumber, toDayNumber } from '../shared/dates';

const MAX_CACHE = 200_000;
/** Per zone: local minute (day number × 1440 + minute of the day) → epoch ms, as Temporal computed it. */
const instantCache = new Map<string, Map<number, number>>();
/** Per zone: epoch ms → wall-clock date and time, as Temporal computed it. */
const wallClockCache = new Map<string, Map<number, { date: string; time: string }>>();
const validZones = new Map<string, boolean>();

/** The zone's memo table (cleared when it grows past MAX_CACHE: a long-running process sees new dates). */
function cacheOf<V>(caches: Map<string, Map<number, V>>, zone: string): Map<number, V> {
  let cache = caches.get(zone);
  if (!cache || cache.size >= MAX_CACHE) {
    cache = new Map();
    caches.set(zone, cache);
  }
  return cache;
}

/** 'HH:MM' → minutes since midnight (a parse of the wall-clock text, not time arithmetic). */
const minuteOfDay = (time: string) => digits(time, 0, 2) * 60 + digits(time, 3, 5);

/** True for an IANA time zone the runtime knows ('Europe/Berlin'). */
export function isValidTimeZone(zone: string): boolean {
  let ok = validZones.get(zone);
  if (ok === undefined) {
    try {
      Temporal.Now.instant().toZonedDateTimeISO(zone);
      ok = true;
    } catch {
      ok = false;
    }
    validZones.set(zone, ok);
  }
  return ok;
}

/** Epoch ms of a wall-clock date and time; a time skipped by DST moves forward ('compatible'). */
export function toEpochMs(date: string, time: string, zone: string): number {
  return epochMsOnDay(toDayNumber(date), time, zone, date);
}

/** The planning zone's instants table, kept at hand (one zone in practice) until it is replaced. */
let lastZone: string | undefined;
let lastInstants: Map<number, number> | undefined;

/** As toEpochMs, for a caller that already has the date's day number (the memo key is numeric: no string to hash). */
function epochMsOnDay(day: number, time: string, zone: string, date?: string): number {
  let cache = zone === lastZone ? lastInstants : undefined;
  if (cache === undefined || cache.size >= MAX_CACHE) {
    cache = cacheOf(instantCache, zone);
    [lastZone, lastInstants] = [zone, cache];
  }
  const key = day * 1440 + minuteOfDay(time);
  let ms = cache.get(key);
  if (ms === undefined) {
    ms = Temporal.PlainDateTime.from(`${date ?? fromDayNumber(day)}T${time}`).toZonedDateTime(zone).epochMilliseconds;
    cache.set(key, ms);
  }
  return ms;
}

/** Wall-clock date and time of an instant in the zone. */
export function toWallClock(ms: number, zone: string): { date: string; time: string } {
  const cache = cacheOf(wallClockCache, zone);
  let wall = cache.get(ms);
  if (wall === undefined) {
    const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
    wall = { date: z.toPlainDate().toString(), time: z.toPlainTime().toString({ smallestUnit: 'minute' }) };
    cache.set(ms, wall);
  }
  return { ...wall };
}

/** Start and end instants of a duty; an end at or before the start ends the next day. */
export function dutyInstants(date: string, start: string, end: string, zone: string, day = toDayNumber(date)): { startMs: number; endMs: number } {
  const startMs = epochMsOnDay(day, start, zone, date);
  const endMs = end <= start ? epochMsOnDay(day + 1, end, zone) : epochMsOnDay(day, end, zone, date);
  return { startMs, endMs };
}
