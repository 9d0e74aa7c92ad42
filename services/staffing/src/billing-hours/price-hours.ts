/**
 * Hours into money (docs/billing.md, "Surcharges, hours for billing and pay"): integer cents and
 * BigInt arithmetic, no floats. Each line is rounded once, half-up to the cent; the total is the
 * sum of the rounded lines, so lines and total agree to the cent.
 */
import type { MinutesByKind } from './types';

/** The billing conditions as staffing's facility directory holds them (EUR and percent, ≤ 2 decimals). */
export interface BillingConditions {
  billingRate: number | null;
  qualificationBillingRates: ReadonlyArray<{ qualification: string; rate: number }>;
  nightSurchargePercent: number | null;
  sundaySurchargePercent: number | null;
  holidaySurchargePercent: number | null;
}

export type PricedKind = 'worked' | 'night' | 'sunday' | 'holiday';

export interface PricedLine {
  kind: PricedKind;
  minutes: number;
  /** The hourly rate in cents. */
  rateCents: number;
  /** The surcharge in percent of the rate; null on the `worked` line and for a kind without surcharge. */
  percent: number | null;
  /** `worked`: rateCents × minutes / 60; a surcharge: rateCents × percent / 100 × minutes / 60 — each rounded half-up to the cent. */
  cents: number;
}

export interface PricedHours {
  /** Always four lines, in this order: worked, night, sunday, holiday (a kind without surcharge: 0 cents). */
  lines: PricedLine[];
  totalCents: number;
}

/** The rate for a qualification (the facility's rate for it if set, else its `billingRate`); null when neither is set. */
export function billingRateFor(conditions: BillingConditions, qualification: string | null): number | null {
  const own = qualification === null ? undefined : conditions.qualificationBillingRates.find((r) => r.qualification === qualification);
  return own ? own.rate : conditions.billingRate;
}

/** EUR or percent with at most 2 decimals → an integer of hundredths (exact: the stored values have 2 decimals). */
export const toHundredths = (value: number) => Math.round(value * 100);

/** numerator / denominator rounded half-up (both non-negative). */
const divideHalfUp = (numerator: bigint, denominator: bigint) => Number((2n * numerator + denominator) / (2n * denominator));

function line(kind: PricedKind, minutes: number, rateCents: number, percent: number | null): PricedLine {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`minutes must be a whole number ≥ 0, not ${minutes}`);
  const factor = kind === 'worked' ? 10_000n : BigInt(toHundredths(percent ?? 0));
  return { kind, minutes, rateCents, percent, cents: divideHalfUp(BigInt(rateCents) * BigInt(minutes) * factor, 60n * 10_000n) };
}

/**
 * Prices minutes by kind (one duty's split, or several added with `addMinutes` — round once per
 * invoice line, not per duty) at an hourly rate in EUR (`billingRateFor`) with the surcharges.
 */
export function priceHours(minutes: MinutesByKind, rate: number, conditions: Omit<BillingConditions, 'billingRate' | 'qualificationBillingRates'>): PricedHours {
  if (rate < 0) throw new RangeError(`rate must be ≥ 0, not ${rate}`);
  const rateCents = toHundredths(rate);
  const lines = [
    line('worked', minutes.worked, rateCents, null),
    line('night', minutes.night, rateCents, conditions.nightSurchargePercent),
    line('sunday', minutes.sunday, rateCents, conditions.sundaySurchargePercent),
    line('holiday', minutes.holiday, rateCents, conditions.holidaySurchargePercent),
  ];
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.cents, 0) };
}

/** The sum of several splits' minutes by kind (e.g. a week's duties of one assignment). */
export function addMinutes(splits: readonly MinutesByKind[]): MinutesByKind {
  const total: MinutesByKind = { worked: 0, regular: 0, night: 0, sunday: 0, holiday: 0 };
  for (const s of splits) for (const k of Object.keys(total) as Array<keyof MinutesByKind>) total[k] += s[k];
  return total;
}
