/** Message formatting shared by the checks. */
import type { Localized } from './types';

/** 7.5 -> '7.5', 8 -> '8', 8.333333 -> '8.33'. */
export function formatHours(hours: number): string {
  return String(Number(hours.toFixed(2)));
}

/** '2026-05-01', '2026-05-03' -> '2026-05-01 to 2026-05-03'; a single day once. */
export function formatRange(from: string, to: string): string {
  return from === to ? from : `${from} to ${to}`;
}

/** '2026-05-04' -> '04.05.2026'. */
export const germanDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

/** '04.05.2026–08.05.2026'; a single day once; null end = 'offen'. */
export const germanRange = (from: string, to: string | null) => (to === from ? germanDate(from) : `${germanDate(from)}–${to === null ? 'offen' : germanDate(to)}`);

/** '2026-05-04 to 2026-05-08'; a single day once; null end = 'open'. */
export const englishRange = (from: string, to: string | null) => (to === from ? from : `${from} to ${to ?? 'open'}`);

/** A date range in both languages: '04.05.2026–08.05.2026' / '2026-05-04 to 2026-05-08'; null end = open. */
export function dateRange(from: string, to: string | null): Localized {
  return { de: germanRange(from, to), en: englishRange(from, to) };
}
