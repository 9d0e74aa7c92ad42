/** Message formatting shared by the checks. */

/** 7.5 -> '7.5', 8 -> '8', 8.333333 -> '8.33'. */
export function formatHours(hours: number): string {
  return String(Number(hours.toFixed(2)));
}

/** '2026-05-01', '2026-05-03' -> '2026-05-01 to 2026-05-03'; a single day once. */
export function formatRange(from: string, to: string): string {
  return from === to ? from : `${from} to ${to}`;
}
