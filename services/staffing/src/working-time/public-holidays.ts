/**
 * Public holidays per federal state from `date-holidays` (maintained, covers every German state's
 * rules). One calendar per state and year, built once and cached: no per-call setup.
 */
import Holidays from 'date-holidays';
import { federalStates, isFederalState, stateFromPostalCode, type FederalState } from '@cs/contracts/federal-states';
import { fromDayNumber, toDayNumber } from '../shared/dates';
import type { FacilityFacts } from './types';

const calendars = new Map<string, Holidays>();
const years = new Map<string, Map<string, string>>();

/** Public holidays of a state (null = nationwide ones only) in a year: date → German name. */
export function publicHolidays(state: FederalState | null, year: number): Map<string, string> {
  const key = `${state ?? 'DE'}|${year}`;
  let days = years.get(key);
  if (!days) {
    let calendar = calendars.get(state ?? 'DE');
    if (!calendar) {
      calendar = state ? new Holidays('DE', state) : new Holidays('DE');
      calendars.set(state ?? 'DE', calendar);
    }
    days = new Map();
    for (const h of calendar.getHolidays(year, 'de')) {
      if (h.type === 'public') days.set(h.date.slice(0, 10), h.name);
    }
    years.set(key, days);
  }
  return days;
}

/** Per state: day number → holiday name or null, filled as the checks ask (a check asks about the same days again and again). */
const byDay = new Map<string, Map<number, string | null>>();

/** Holiday name on a day (day number) in a state, or undefined. */
export function holidayOnDay(day: number, state: FederalState | null): string | undefined {
  let days = byDay.get(state ?? 'DE');
  if (!days) {
    days = new Map();
    byDay.set(state ?? 'DE', days);
  }
  let name = days.get(day);
  if (name === undefined) {
    name = holidayOn(fromDayNumber(day), state) ?? null;
    if (days.size < 100_000) days.set(day, name);
  }
  return name ?? undefined;
}

/** Holiday name on a date in a state, or undefined. */
export function holidayOn(date: string, state: FederalState | null): string | undefined {
  return publicHolidays(state, Number(date.slice(0, 4))).get(date);
}

/** The facility's state: recorded, else derived from its postal code, else null (nationwide only). */
export function facilityState(facility: Pick<FacilityFacts, 'state' | 'postalCode'> | undefined): FederalState | null {
  if (!facility) return null;
  let state = states.get(facility);
  if (state === undefined) {
    state = recordedOrDerivedState(facility);
    states.set(facility, state);
  }
  return state;
}

/** A check's facilities are the same objects for all its duties: each state is derived once. */
const states = new WeakMap<Pick<FacilityFacts, 'state' | 'postalCode'>, FederalState | null>();

function recordedOrDerivedState(facility: Pick<FacilityFacts, 'state' | 'postalCode'>): FederalState | null {
  if (facility.state && isFederalState(facility.state)) return facility.state;
  return stateFromPostalCode(facility.postalCode);
}

/** Per year: day numbers that are a public holiday in at least one state (or nationwide). */
const anyState = new Map<number, number[]>();

/** Every day number that is a public holiday in at least one state, of the years `anyState` holds. */
const anyStateDays = new Set<number>();

/** The years of from–to (inclusive), each year's holidays of any state computed once. */
function yearsOf(from: number, to: number): number[] {
  const years: number[] = [];
  for (let year = Number(fromDayNumber(from).slice(0, 4)), last = Number(fromDayNumber(to).slice(0, 4)); year <= last; year++) {
    if (!anyState.has(year)) {
      const set = new Set<number>();
      for (const state of [null, ...federalStates]) for (const date of publicHolidays(state, year).keys()) set.add(toDayNumber(date));
      const days = [...set].sort((a, b) => a - b);
      anyState.set(year, days);
      for (const d of days) anyStateDays.add(d);
    }
    years.push(year);
  }
  return years;
}

/** Day numbers in from–to (inclusive) that are a public holiday in at least one German state. */
export function holidaysInAnyState(from: number, to: number): number[] {
  const out: number[] = [];
  for (const year of yearsOf(from, to)) for (const d of anyState.get(year) as number[]) if (d >= from && d <= to) out.push(d);
  return out;
}

/** Whether a day in from–to (inclusive) is a public holiday in at least one German state; false outside. */
export function isHolidayInAnyState(from: number, to: number): (day: number) => boolean {
  yearsOf(from, to);
  return (day) => day >= from && day <= to && anyStateDays.has(day);
}
