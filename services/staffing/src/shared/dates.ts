/**
 * Calendar helpers for 'YYYY-MM-DD' strings. Everything goes through day numbers (days since
 * 1970-01-01, by integer arithmetic), so the host time zone and DST never matter.
 */

const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 of an ISO date, by integer arithmetic (H. Hinnant's days-from-civil; like
 * `Date.UTC`, an out-of-range day or month rolls over: validate dates at the edge, `isoDateSchema`).
 */
export function toDayNumber(date: string): number {
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  const y = digits(date, 0, 4) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/**
 * The number the decimal digits date[from, to) spell, NaN if any is not a digit (as `Number` of the
 * slice would be): read by char code, no substring — the checks read thousands of dates per request.
 */
export function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return Number.NaN;
    n = n * 10 + c;
  }
  return n;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * ISO date of a day number, by integer arithmetic (H. Hinnant's civil-from-days) — the checks call
 * this for every day they look at, and it is several times cheaper than going through `Date`.
 */
export function fromDayNumber(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Day number of the Monday of the ISO week containing the day. */
export function mondayOfDay(day: number): number {
  return day + 1 - isoWeekdayOfDay(day);
}

/** ISO-8601 week key of a day number, e.g. '2026-W53' (the week-year is the year of the week's Thursday). */
export function isoWeekOfDay(day: number): string {
  const thursday = mondayOfDay(day) + 3;
  const year = new Date(thursday * MS_PER_DAY).getUTCFullYear();
  const week = Math.floor((thursday - toDayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' compares lexicographically as dates. Inclusive ranges: [05-01, 05-10] and [05-10, 05-20] overlap (both contain 05-10). */
export function rangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

/** The common part of two inclusive ranges, or null. */
export function intersection(
  aStart: string,
  aEnd: string,
  bStart: string,
  bEnd: string,
): { from: string; to: string } | null {
  if (!rangesOverlap(aStart, aEnd, bStart, bEnd)) return null;
  return { from: aStart > bStart ? aStart : bStart, to: aEnd < bEnd ? aEnd : bEnd };
}
