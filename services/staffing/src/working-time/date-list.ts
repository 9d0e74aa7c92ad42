/**
 * Several dates in a finding's words, compactly: runs of three or more consecutive days as a range,
 * the rest listed, the year once at the end (or where it changes), at most `MAX_PARTS` parts.
 * German '03.05.–06.05. und 09.05.2027', English '2027-05-03 to 2027-05-06 and 2027-05-09'.
 */
import { toDayNumber } from '../shared/dates';
import type { Locale } from './types';

/** Parts (single dates or ranges) named before the rest is counted: 'und 5 weitere Tage'. */
export const MAX_PARTS = 4;

/**
 * Runs of consecutive dates as parts, each [first, last]: runs of one or two days day by day, longer
 * ones as ranges. `dates` sorted ascending and unique.
 */
function partsOf(dates: string[]): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  let [first, prev] = [0, -2];
  const close = (end: number) => {
    if (end - first >= 2) parts.push([dates[first], dates[end]]);
    else for (let k = first; k <= end; k++) parts.push([dates[k], dates[k]]);
  };
  for (let i = 0; i < dates.length; i++) {
    const day = toDayNumber(dates[i]);
    if (i > 0 && day !== prev + 1) {
      close(i - 1);
      first = i;
    }
    prev = day;
  }
  if (dates.length > 0) close(dates.length - 1);
  return parts;
}

const join = (items: string[], and: string) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`);

/** The dates (any order, duplicates allowed) compactly, in one language: '03.05.–06.05.2027' / '2027-05-03 to 2027-05-06'. */
export function datesListIn(dates: string[], l: Locale): string {
  const sorted = [...new Set(dates)].sort();
  const parts = partsOf(sorted);
  const shown = parts.length > MAX_PARTS ? parts.slice(0, MAX_PARTS - 1) : parts;
  const lastShown = shown[shown.length - 1][1];
  const de = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d === lastShown || d.slice(0, 4) !== lastShown.slice(0, 4) ? d.slice(0, 4) : ''}`;
  const words = l === 'de' ? shown.map(([a, b]) => (a === b ? de(a) : `${de(a)}–${de(b)}`)) : shown.map(([a, b]) => (a === b ? a : `${a} to ${b}`));
  const rest = sorted.length - 1 - sorted.lastIndexOf(lastShown);
  if (rest > 0) words.push(l === 'de' ? `${rest} ${rest === 1 ? 'weiterer Tag' : 'weitere Tage'}` : `${rest} more day${rest === 1 ? '' : 's'}`);
  return join(words, l === 'de' ? 'und' : 'and');
}

/** 'am 03.05.2027' / 'on 2027-05-03' for one date; 'an 4 Tagen (03.05.–06.05.2027)' / 'on 4 days (…)' for several. */
export function onDatesIn(dates: string[], l: Locale): string {
  const n = new Set(dates).size;
  const list = datesListIn(dates, l);
  if (l === 'de') return n === 1 ? `am ${list}` : `an ${n} Tagen (${list})`;
  return n === 1 ? `on ${list}` : `on ${n} days (${list})`;
}
