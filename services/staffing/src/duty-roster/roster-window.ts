import { Temporal } from 'temporal-polyfill';
import { DUTY_ROSTER_MAX_DAYS } from '@cs/contracts/http/duty-roster';
import { badRequest } from '@cs/service-kit';

/** The ISO week's part inside the roster's window. */
export interface WeekPart {
  monday: string;
  from: string;
  to: string;
}

/** The window's dates from–to (inclusive); more than 31 days → 400 naming `query.to` (to before from: the contract). */
export function rosterDates(from: string, to: string): string[] {
  const first = Temporal.PlainDate.from(from);
  const span = first.until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days + 1;
  if (span > DUTY_ROSTER_MAX_DAYS) {
    throw badRequest(`A roster covers at most ${DUTY_ROSTER_MAX_DAYS} days.`, { 'query.to': [`must be at most ${DUTY_ROSTER_MAX_DAYS - 1} days after from`] });
  }
  return Array.from({ length: span }, (_, i) => first.add({ days: i }).toString());
}

/** The ISO weeks the dates touch, each with its part inside the window. */
export function weekParts(dates: readonly string[]): WeekPart[] {
  const weeks: WeekPart[] = [];
  for (const date of dates) {
    const day = Temporal.PlainDate.from(date);
    const monday = day.subtract({ days: day.dayOfWeek - 1 }).toString();
    const last = weeks.at(-1);
    if (last?.monday === monday) last.to = date;
    else weeks.push({ monday, from: date, to: date });
  }
  return weeks;
}

/**
 * Net hours of a duty with times: the real elapsed time from start to end in the planning time
 * zone (an end ≤ start ends the next day; a DST change counts as the clock went), less the break.
 */
export function dutyNetHours(date: string, start: string, end: string, breakMinutes: number | null, zone: string): number {
  const day = Temporal.PlainDate.from(date);
  const begins = day.toZonedDateTime({ timeZone: zone, plainTime: start });
  const endDay = end <= start ? day.add({ days: 1 }) : day;
  const ends = endDay.toZonedDateTime({ timeZone: zone, plainTime: end });
  const minutes = begins.until(ends, { largestUnit: 'minutes' }).minutes - (breakMinutes ?? 0);
  return minutes / 60;
}
