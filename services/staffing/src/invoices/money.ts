/**
 * Exact money: amounts are whole cents (integers), prices and quantities integers of 1/10 000
 * (four decimal places). Products are taken in BigInt and rounded half-up (half away from zero for
 * negative amounts, so a cancellation mirrors its invoice to the cent); nothing passes through a
 * binary floating-point fraction.
 */

/** `num / den` rounded half away from zero; `den` > 0. */
export function divideRounded(num: bigint, den: bigint): bigint {
  if (num < 0n) return -divideRounded(-num, den);
  return (num * 2n + den) / (2n * den);
}

/** Ten-thousandths of a unit: `7.3333` ↔ 73 333. */
export const SCALE4 = 10_000;

/** A decimal given with at most `places` places (a rate of the replica, `32.5`) in units of 10^-places, exactly. */
export function toScaled(value: number | string, places: number): number {
  const scaled = Math.round(Number(value) * 10 ** places);
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${value} is out of range`);
  return scaled;
}

/** quantity (1/10 000) × unit price (1/10 000 EUR) in cents, rounded half-up (BT-131). */
export const lineCents = (quantity4: number, price4: number) => Number(divideRounded(BigInt(quantity4) * BigInt(price4), 1_000_000n));

/** VAT of a net amount at a rate in basis points (19 % = 1900), rounded half-up: BT-117 = BT-116 × rate. */
export const vatCents = (netCents: number, rateBasisPoints: number) => Number(divideRounded(BigInt(netCents) * BigInt(rateBasisPoints), 10_000n));

/** Minutes as hours in 1/10 000 h, rounded half-up (7 h 20 min → 7.3333). */
export const hours4 = (minutes: number) => Number(divideRounded(BigInt(minutes) * BigInt(SCALE4), 60n));

/** A percentage of a price: price (1/10 000) × percent (basis points) → 1/10 000, rounded half-up. */
export const percentOf = (price4: number, basisPoints: number) => Number(divideRounded(BigInt(price4) * BigInt(basisPoints), 10_000n));

function formatScaled(value: number, places: number, minPlaces: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(places + 1, '0');
  let fraction = digits.slice(-places);
  while (fraction.length > minPlaces && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${digits.slice(0, -places)}${fraction ? `.${fraction}` : ''}`;
}

/** Cents as the document's amount: `123450` → `"1234.50"`. */
export const formatCents = (cents: number) => formatScaled(cents, 2, 2);
/** 1/10 000 as a decimal with two to four places: `73333` → `"7.3333"`, `80000` → `"8.00"`. */
export const formatScaled4 = (value: number) => formatScaled(value, 4, 2);

/** A decimal string (`"7.3333"`, `"-12.5"`) in units of 10^-places, exactly (no float on the way). */
export function parseScaled(text: string, places: number): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal: ${text}`);
  const fraction = (match[3] ?? '').padEnd(places, '0');
  if (fraction.length > places && /[1-9]/.test(fraction.slice(places))) throw new RangeError(`more than ${places} places: ${text}`);
  const value = Number(match[2]) * 10 ** places + Number(fraction.slice(0, places) || '0');
  return match[1] ? -value : value;
}
