import { addMinutes, billingRateFor, priceHours, type BillingConditions } from './price-hours';
import type { MinutesByKind } from './types';

const conditions: BillingConditions = {
  billingRate: 41.5,
  qualificationBillingRates: [{ qualification: 'pflegefachkraft', rate: 48.7 }],
  nightSurchargePercent: 25,
  sundaySurchargePercent: 50,
  holidaySurchargePercent: null,
};
const minutes = (m: Partial<MinutesByKind>): MinutesByKind => ({ worked: 0, regular: 0, night: 0, sunday: 0, holiday: 0, ...m });

describe('the billing rate', () => {
  it('is the qualification’s own rate where the facility has one, else the facility’s rate', () => {
    expect(billingRateFor(conditions, 'pflegefachkraft')).toBe(48.7);
    expect(billingRateFor(conditions, 'pflegehilfskraft')).toBe(41.5);
    expect(billingRateFor(conditions, null)).toBe(41.5);
    expect(billingRateFor({ ...conditions, billingRate: null }, 'pflegehilfskraft')).toBeNull();
  });
});

describe('pricing minutes: integer cents, each line rounded once half-up, total = sum of lines', () => {
  it('the autumn night at 41.50 €/h with 25 % night and 50 % Sunday', () => {
    const priced = priceHours(minutes({ worked: 510, night: 450, sunday: 390 }), 41.5, conditions);
    expect(priced.lines).toEqual([
      { kind: 'worked', minutes: 510, rateCents: 4150, percent: null, cents: 35275 },
      { kind: 'night', minutes: 450, rateCents: 4150, percent: 25, cents: 7781 },
      { kind: 'sunday', minutes: 390, rateCents: 4150, percent: 50, cents: 13488 },
      { kind: 'holiday', minutes: 0, rateCents: 4150, percent: null, cents: 0 },
    ]);
    expect(priced.totalCents).toBe(35275 + 7781 + 13488);
  });

  it.each([
    [29, 0],
    [30, 1],
    [31, 1],
  ])('1 cent an hour for %i minutes is %i cent (half a cent rounds up)', (worked, cents) => {
    expect(priceHours(minutes({ worked }), 0.01, conditions).lines[0].cents).toBe(cents);
  });

  it('a surcharge with two decimals is exact: 12.5 % of 19.99 €/h for 60 minutes = 249.875 → 250 cents', () => {
    expect(priceHours(minutes({ worked: 60, holiday: 60 }), 19.99, { ...conditions, holidaySurchargePercent: 12.5 }).lines[3].cents).toBe(250);
    expect(priceHours(minutes({ worked: 60, holiday: 60 }), 19.99, { ...conditions, holidaySurchargePercent: 12.49 }).lines[3].cents).toBe(250);
    expect(priceHours(minutes({ worked: 60, holiday: 60 }), 19.99, { ...conditions, holidaySurchargePercent: 12.47 }).lines[3].cents).toBe(249);
  });

  it('no float drift over many lines: 0.10 €/h + 0.20 €/h totals', () => {
    const a = priceHours(minutes({ worked: 60 }), 0.1, conditions).totalCents;
    const b = priceHours(minutes({ worked: 60 }), 0.2, conditions).totalCents;
    expect(a + b).toBe(30);
    expect(priceHours(minutes({ worked: 60 * 1_000_000 }), 99_999.99, conditions).totalCents).toBe(9_999_999_000_000);
  });

  it('minutes of several duties add up before pricing (one rounding per line)', () => {
    const total = addMinutes([minutes({ worked: 20, regular: 20 }), minutes({ worked: 10, night: 10 })]);
    expect(total).toEqual({ worked: 30, regular: 20, night: 10, sunday: 0, holiday: 0 });
    expect(priceHours(total, 0.01, conditions).lines[0].cents).toBe(1);
  });

  it('refuses fractional or negative minutes and a negative rate', () => {
    expect(() => priceHours(minutes({ worked: 1.5 }), 10, conditions)).toThrow(RangeError);
    expect(() => priceHours(minutes({ worked: -1 }), 10, conditions)).toThrow(RangeError);
    expect(() => priceHours(minutes({ worked: 1 }), -1, conditions)).toThrow(RangeError);
  });
});
