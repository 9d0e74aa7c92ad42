/**
 * Actual times: wall-clock date-times in the planning time zone (`2026-10-24T21:00`). Durations
 * are real elapsed time through Temporal (`toZonedDateTime`, disambiguation `compatible`, as the
 * working-time engine converts duties), so the autumn change night has one hour more.
 */
import { Temporal } from 'temporal-polyfill';
import { planningTimeZone } from '../working-time/planning-zone';

export interface ActualTimes {
  start: string;
  end: string;
  breakMinutes: number;
}

export interface PlannedTimes {
  date: string;
  start: string | null;
  end: string | null;
  breakMinutes: number | null;
}

/** The plan as actual times (an end at or before the start is the next day); null without times. */
export function plannedAsActual(p: PlannedTimes): ActualTimes | null {
  if (p.start === null || p.end === null) return null;
  const endDate = p.end <= p.start ? Temporal.PlainDate.from(p.date).add({ days: 1 }).toString() : p.date;
  return { start: `${p.date}T${p.start}`, end: `${endDate}T${p.end}`, breakMinutes: p.breakMinutes ?? 0 };
}

/** The instant of a wall-clock date-time in the zone (disambiguation `compatible`), in epoch milliseconds; throws on an invalid one. */
export const epochMillisecondsOf = (wallClock: string, zone = planningTimeZone()) => Temporal.PlainDateTime.from(wallClock, { overflow: 'reject' }).toZonedDateTime(zone).epochMilliseconds;

/** Elapsed minutes from start to end in the zone; null when either is no valid date-time. */
export function elapsedMinutes(start: string, end: string, zone = planningTimeZone(), epochOf = epochMillisecondsOf): number | null {
  try {
    return Math.round((epochOf(end, zone) - epochOf(start, zone)) / 60_000);
  } catch {
    return null;
  }
}

/** Whether a `YYYY-MM-DDTHH:MM` names a real date (2026-02-30 does not). */
export const isRealDateTime = (value: string) => elapsedMinutes(value, value) !== null;

/** Net minutes worked: elapsed less the break. */
export const netMinutesOf = (a: ActualTimes, zone = planningTimeZone(), epochOf = epochMillisecondsOf) => (elapsedMinutes(a.start, a.end, zone, epochOf) ?? 0) - a.breakMinutes;

/** The actual times as a duty of the working-time engine: the start's date, `HH:MM` times (an end ≤ start is the next day). */
export const asDuty = (a: ActualTimes) => ({ date: a.start.slice(0, 10), start: a.start.slice(11, 16), end: a.end.slice(11, 16), breakMinutes: a.breakMinutes });

export const sameActual = (a: ActualTimes | null, b: ActualTimes | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end && a.breakMinutes === b.breakMinutes);
