import { Temporal } from 'temporal-polyfill';
import { DUTY_ROSTER_MAX_DAYS } from '@cs/contracts/http/duty-roster';
import { badRequest } from '@cs/service-kit';
import { fromDayNumber, mondayOfDay, toDayNumber } from '../shared/dates';

/** The Monday of the date's ISO week: the key the week sums (duty_weeks) are stored under. */
const mondayOf = (date: string) => fromDayNumber(mondayOfDay(toDayNumber(date)));

/**
 * The window asked for: both ends as given; one end alone → the week from it (or to it); neither
 * → this ISO week, Monday to Sunday, in the planning time zone (`today`).
 */
export function rosterWindow(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: Temporal.PlainDate.from(query.from).add({ days: 6 }).toString() };
  if (query.to) return { from: Temporal.PlainDate.from(query.to).subtract({ days: 6 }).toString(), to: query.to };
  const monday = mondayOf(today);
  return { from: monday, to: Temporal.PlainDate.from(monday).add({ days: 6 }).toString() };
}

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
    const monday = mondayOf(date);
    const last = weeks.at(-1);
    if (last?.monday === monday) last.to = date;
    else weeks.push({ monday, from: date, to: date });
  }
  return weeks;
}
