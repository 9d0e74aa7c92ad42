import { describe, expect, test } from '@jest/globals';
import { computeTravelCost, type TravelCostFacts } from './compute-travel-cost';

const facts = (over: Partial<TravelCostFacts> = {}): TravelCostFacts => ({
  assignmentId: 'a',
  facilityId: 'f',
  startDate: '2026-05-04',
  endDate: '2026-05-08',
  dutyDays: 5,
  facility: { travelCostMode: 'Pauschale', travelCostRate: 25, travelCostPerKm: 0.3 },
  km: 12.5,
  ...over,
});
const perKm = (travelCostPerKm: number | null) => ({ travelCostMode: 'ProKilometer', travelCostRate: null, travelCostPerKm });

describe('travel cost', () => {
  test('Pauschale: the rate per working day', () => {
    expect(computeTravelCost(facts())).toMatchObject({ mode: 'Pauschale', workingDays: 5, amount: 125, findings: [] });
  });

  test('ProKilometer: km × rate × 2 per working day, in whole cents', () => {
    const result = computeTravelCost(facts({ facility: perKm(0.3) }));
    expect(result).toMatchObject({ mode: 'ProKilometer', amount: 37.5, findings: [] });
    expect(result.breakdown).toMatchObject({ km: 12.5, perKm: 0.3, tripsPerDay: 2, perDay: 7.5 });
    expect(result.breakdown.formula).toBe('12.5 km × 0.30 EUR/km × 2 × 5 working day(s)');
  });

  test('ProKilometer: the day’s amount is rounded to the cent before multiplying (no float drift)', () => {
    // 12.3 km × 0.33 €/km × 2 = 8.118 € → 8.12 € a day.
    expect(computeTravelCost(facts({ km: 12.3, facility: perKm(0.33) }))).toMatchObject({ amount: 40.6, breakdown: { perDay: 8.12 } });
    // 0.1 × 0.1 × 2 ≈ 0.020000000000000004 in floating point.
    expect(computeTravelCost(facts({ km: 0.1, facility: perKm(0.1), endDate: '2026-05-04', dutyDays: 1 })).amount).toBe(0.02);
  });

  test('a rate of 0 is a real zero, not a missing value', () => {
    expect(computeTravelCost(facts({ facility: perKm(0) })).amount).toBe(0);
  });

  test('ProKilometer without a distance: DISTANCE_MISSING and no amount', () => {
    expect(computeTravelCost(facts({ km: null, facility: perKm(0.3) }))).toMatchObject({ amount: null, findings: [{ code: 'DISTANCE_MISSING' }] });
  });

  test('Pauschale without a rate: TRAVEL_RATE_MISSING and no amount; the distance does not matter', () => {
    const result = computeTravelCost(facts({ km: null, facility: { travelCostMode: 'Pauschale', travelCostRate: null, travelCostPerKm: 0 } }));
    expect(result).toMatchObject({ mode: 'Pauschale', amount: null, findings: [{ code: 'TRAVEL_RATE_MISSING' }] });
  });

  test('a facility the directory does not know, or without a mode: a finding, no amount', () => {
    expect(computeTravelCost(facts({ facility: null }))).toMatchObject({ amount: null, findings: [{ code: 'FACILITY_NOT_IN_DIRECTORY' }] });
    const noMode = { travelCostMode: null, travelCostRate: 25, travelCostPerKm: 0 };
    expect(computeTravelCost(facts({ facility: noMode }))).toMatchObject({ amount: null, findings: [{ code: 'TRAVEL_MODE_MISSING' }] });
  });
});
