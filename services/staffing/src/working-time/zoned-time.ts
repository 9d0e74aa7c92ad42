/**
 * Wall-clock ↔ real instants in the planning time zone, through the Temporal polyfill — no
 * hand-written offset arithmetic. Conversions are memoised (the same dates and shift times
 * recur across duties and calls), so a check converts each distinct local time once.
 */
import { Temporal } from 'temporal-polyfill';
import { fromDayNumber, toDayNumber } from '../shared/dates';

const MAX_CACHE = 200_000;
const instantCache = new Map<string, number>();
const validZones = new Map<string, boolean>();

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
  const key = `${zone}|${date}T${time}`;
  let ms = instantCache.get(key);
  if (ms === undefined) {
    ms = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone).epochMilliseconds;
    if (instantCache.size >= MAX_CACHE) instantCache.clear();
    instantCache.set(key, ms);
  }
  return ms;
}

/** Wall-clock date and time of an instant in the zone. */
export function toWallClock(ms: number, zone: string): { date: string; time: string } {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
  return { date: z.toPlainDate().toString(), time: z.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

/** The next calendar date ('2027-03-27' → '2027-03-28'), by calendar day numbers. */
export function nextDate(date: string): string {
  return fromDayNumber(toDayNumber(date) + 1);
}

/** Start and end instants of a duty; an end at or before the start ends the next day. */
export function dutyInstants(date: string, start: string, end: string, zone: string): { startMs: number; endMs: number } {
  const startMs = toEpochMs(date, start, zone);
  const endMs = toEpochMs(end <= start ? nextDate(date) : date, end, zone);
  return { startMs, endMs };
}
