import { LENDING_LIMIT_BOUNDS } from '@cs/contracts/http/lending-clock';

/**
 * The month limits of the lending clock: the defaults from the statute and the bounds an override
 * (per client, with a required note) must keep.
 */

export interface LendingLimits {
  /** Maximum lending period in months (AÜG §1 Abs. 1b S. 1: 18; a collective agreement of the client's industry may set another, S. 3). */
  maxMonths: number;
  /** Months after which equal pay applies (AÜG §8 Abs. 4 S. 1: 9; up to 15 under a surcharge agreement, S. 2). */
  equalPayMonths: number;
}

export const DEFAULT_LIMITS: LendingLimits = { maxMonths: 18, equalPayMonths: 9 };

/**
 * Whole months a client's own limit may take (the contract's bounds, one source): a maximum from 1
 * to 120 months (the statute sets no upper bound for the collective agreement's; 120 is the
 * system's sanity cap), equal pay at the latest after 15 months.
 */
export const LIMIT_BOUNDS: Record<keyof LendingLimits, { min: number; max: number }> = LENDING_LIMIT_BOUNDS;

/** Problems per field of overrides outside the bounds (empty when all are fine). */
export function limitProblems(overrides: Partial<LendingLimits>): Partial<Record<keyof LendingLimits, string[]>> {
  const problems: Partial<Record<keyof LendingLimits, string[]>> = {};
  for (const field of Object.keys(LIMIT_BOUNDS) as Array<keyof LendingLimits>) {
    const value = overrides[field];
    if (value === undefined) continue;
    const { min, max } = LIMIT_BOUNDS[field];
    if (!Number.isInteger(value) || value < min || value > max) {
      problems[field] = [`must be a whole number of months from ${min} to ${max}`];
    }
  }
  return problems;
}

/** The defaults with the overrides applied; throws a RangeError for overrides outside the bounds. */
export function limitsWith(overrides: Partial<LendingLimits> = {}): LendingLimits {
  const problems = limitProblems(overrides);
  const fields = Object.keys(problems);
  if (fields.length > 0) throw new RangeError(`lending limits out of bounds: ${fields.join(', ')}`);
  return { ...DEFAULT_LIMITS, ...overrides };
}
