/**
 * German number and date formats for printed documents, from exact decimal strings: the digits are
 * regrouped as text, never parsed into a floating-point number (an amount prints as it is stored).
 */

/** `"1234.5"` → `"1.234,50"` (with `places` decimals, padded; more given decimals are kept). */
export function germanDecimal(value: string, places = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.padEnd(places, '0');
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** Money: `"1234.5"` → `"1.234,50 €"`. */
export const germanMoney = (value: string): string => `${germanDecimal(value, 2)} €`;

/** A quantity without trailing zeros: `"7.7500"` → `"7,75"`, `"8.00"` → `"8"`. */
export function germanQuantity(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return germanDecimal(trimmed ? `${whole}.${trimmed}` : whole, 0);
}

/** `"2026-10-24"` → `"24.10.2026"`. */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** Minutes as hours and minutes: 450 → `"7:30"`. */
export function hoursAndMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
