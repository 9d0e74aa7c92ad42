/**
 * Public holidays per federal state from `date-holidays` (maintained, covers every German state's
 * rules). One calendar per state and year, built once and cached: no per-call setup.
 */
import Holidays from 'date-holidays';
import { isFederalState, stateFromPostalCode, type FederalState } from '@cs/contracts/federal-states';
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

/** Holiday name on a date in a state, or undefined. */
export function holidayOn(date: string, state: FederalState | null): string | undefined {
  return publicHolidays(state, Number(date.slice(0, 4))).get(date);
}

/** The facility's state: recorded, else derived from its postal code, else null (nationwide only). */
export function facilityState(facility: FacilityFacts | undefined): FederalState | null {
  if (!facility) return null;
  if (facility.state && isFederalState(facility.state)) return facility.state;
  return stateFromPostalCode(facility.postalCode);
}
