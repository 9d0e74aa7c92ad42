import { Temporal } from 'temporal-polyfill';
import { AVAILABILITY_DAYS_AHEAD, AVAILABILITY_MAX_DAYS, type AvailabilityQuery } from '@cs/contracts/http/availability';
import { badRequest } from '@cs/service-kit';

/**
 * The days an availability statement may be about: today (in the planning time zone) up to and
 * including today + 400 days. Reads may cover any 401 days, past ones too.
 */
export interface AvailabilityWindow {
  first: string;
  last: string;
}

const plusDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();
const daysBetween = (from: string, to: string) => Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;

export const settableWindow = (today: string): AvailabilityWindow => ({ first: today, last: plusDays(today, AVAILABILITY_DAYS_AHEAD) });

/** Errors (keyed `days.<index>.date`) for the dates outside the window; empty when all fit. */
export function datesOutside(dates: readonly string[], { first, last }: AvailabilityWindow, changes = (_date: string) => true): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  dates.forEach((date, index) => {
    if (!changes(date)) return;
    if (date < first) errors[`days.${index}.date`] = [`must not be in the past (today is ${first})`];
    else if (date > last) errors[`days.${index}.date`] = [`must be at most ${AVAILABILITY_DAYS_AHEAD} days ahead (until ${last})`];
  });
  return errors;
}

/**
 * Refuses (400 naming each date) a PUT that would change a day outside the window. A day sent back
 * as it was read (a past day of a read's window) changes nothing and passes.
 */
export function assertSettable(dates: readonly string[], today: string, changes?: (date: string) => boolean) {
  const errors = datesOutside(dates, settableWindow(today), changes);
  if (Object.keys(errors).length > 0) throw badRequest('Availability can be stated from today up to 400 days ahead.', errors);
}

/** The days a read covers: from–to as given, by default today to today + 400; more than 401 days → 400 naming `query.to`. */
export function readWindow(query: AvailabilityQuery, today: string): { from: string; to: string } {
  const from = query.from ?? (query.to && query.to < today ? plusDays(query.to, -AVAILABILITY_DAYS_AHEAD) : today);
  const to = query.to ?? plusDays(from, AVAILABILITY_DAYS_AHEAD);
  if (daysBetween(from, to) + 1 > AVAILABILITY_MAX_DAYS) {
    throw badRequest(`A read covers at most ${AVAILABILITY_MAX_DAYS} days.`, { 'query.to': [`must be at most ${AVAILABILITY_DAYS_AHEAD} days after from`] });
  }
  return { from, to };
}
