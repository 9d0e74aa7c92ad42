import type { TravelCostResponse } from '@cs/contracts/http/distances';

export interface TravelCostFacts {
  assignmentId: string;
  facilityId: string;
  startDate: string;
  endDate: string;
  /** Days with at least one duty of the assignment (its working days). */
  dutyDays: number;
  /** The facility as the directory knows it; null when the directory does not know it. */
  facility: { travelCostMode: string | null; travelCostRate: number | null; travelCostPerKm: number | null } | null;
  /** The employee's distance to the facility; null when none was recorded. */
  km: number | null;
}

type Finding = TravelCostResponse['findings'][number];

/** ProKilometer: there and back on every working day. */
export const TRIPS_PER_DAY = 2;

const eur = (cents: number) => cents / 100;

/** ProKilometer's amount of one working day in cents: km × rate × 2, rounded to the cent (km has one decimal, the rate two: km×10 × cents × 2 is in tenths of a cent). */
export const perKmDayCents = (km: number, perKm: number) => Math.round((Math.round(km * 10) * Math.round(perKm * 100) * TRIPS_PER_DAY) / 10);
const money = (value: number) => `${value.toFixed(2)} EUR`;

/**
 * The travel cost of an assignment (rule in docs/staffing.md):
 * - working days: the days with a duty (a day off has none; a split shift is one day);
 * - `Pauschale`: travelCostRate per working day;
 * - `ProKilometer`: km × travelCostPerKm × 2, rounded to the cent, per working day.
 * Whatever is missing (distance, rate, mode, the facility itself) is a finding and the amount is
 * null — never 0. Computed in whole cents so no floating-point error reaches the amount.
 */
export function computeTravelCost(facts: TravelCostFacts): TravelCostResponse {
  const workingDays = facts.dutyDays;
  const days = `${workingDays} working day(s)`;
  const base = { assignmentId: facts.assignmentId, facilityId: facts.facilityId, workingDays, currency: 'EUR' as const };
  const breakdown = { ratePerDay: null, km: null, perKm: null, tripsPerDay: null, perDay: null };
  const missing = (finding: Finding, mode: TravelCostResponse['mode'], formula: string, extra = {}): TravelCostResponse => ({
    ...base,
    mode,
    amount: null,
    breakdown: { ...breakdown, ...extra, formula },
    findings: [finding],
  });
  const { facility } = facts;
  if (!facility) {
    return missing({ code: 'FACILITY_NOT_IN_DIRECTORY', message: 'The facility of this assignment is not in the facility directory yet.' }, null, '');
  }
  if (facility.travelCostMode === 'Pauschale') {
    if (facility.travelCostRate === null) {
      return missing({ code: 'TRAVEL_RATE_MISSING', message: 'The facility has no flat travel-cost rate (travelCostRate).' }, 'Pauschale', `? × ${days}`);
    }
    const perDayCents = Math.round(facility.travelCostRate * 100);
    return {
      ...base,
      mode: 'Pauschale',
      amount: eur(perDayCents * workingDays),
      breakdown: { ...breakdown, ratePerDay: eur(perDayCents), perDay: eur(perDayCents), formula: `${money(eur(perDayCents))} × ${days}` },
      findings: [],
    };
  }
  if (facility.travelCostMode === 'ProKilometer') {
    const perKm = facility.travelCostPerKm;
    const trips = { tripsPerDay: TRIPS_PER_DAY, perKm, km: facts.km };
    const formula = (km: string, rate: string) => `${km} km × ${rate}/km × ${TRIPS_PER_DAY} × ${days}`;
    if (perKm === null) {
      return missing({ code: 'TRAVEL_RATE_MISSING', message: 'The facility has no travel-cost rate per km (travelCostPerKm).' }, 'ProKilometer', formula(String(facts.km ?? '?'), '?'), trips);
    }
    if (facts.km === null) {
      return missing({ code: 'DISTANCE_MISSING', message: 'No distance from the employee to the facility is recorded.' }, 'ProKilometer', formula('?', money(perKm)), trips);
    }
    const perDayCents = perKmDayCents(facts.km, perKm);
    return {
      ...base,
      mode: 'ProKilometer',
      amount: eur(perDayCents * workingDays),
      breakdown: { ...breakdown, ...trips, perDay: eur(perDayCents), formula: formula(String(facts.km), money(perKm)) },
      findings: [],
    };
  }
  return missing({ code: 'TRAVEL_MODE_MISSING', message: 'The facility has no travel-cost mode.' }, null, '');
}
