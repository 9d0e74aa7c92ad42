/** ISO week labels: 'KW 19/2026' (de), 'week 19 of 2026' (en), with the week's dates. */
import { fromDayNumber, isoWeekOfDay } from '../shared/dates';
import { date } from './format';
import type { LocalizedText } from './types';

/** Labels and details by Monday: a check names the same few weeks again and again (bounded: a long-running process sees new weeks). */
const labels = new Map<number, LocalizedText>();
const details = new Map<number, Readonly<WeekDetails>>();
const remembered = <V>(memo: Map<number, V>, monday: number, make: (monday: number) => V): V => {
  let value = memo.get(monday);
  if (value === undefined) {
    if (memo.size >= 10_000) memo.clear();
    memo.set(monday, (value = make(monday)));
  }
  return value;
};

export function weekLabel(monday: number): LocalizedText {
  return remembered(labels, monday, (m) => {
    const [year, week] = isoWeekOfDay(m).split('-W');
    const from = date(fromDayNumber(m));
    const to = date(fromDayNumber(m + 6));
    return { de: `KW ${Number(week)}/${year} (${from.de}–${to.de})`, en: `week ${Number(week)} of ${year} (${from.en} to ${to.en})` };
  });
}

export interface WeekDetails {
  week: string;
  weekStart: string;
  weekEnd: string;
}

/** A week's fields in a finding's `details` (shared: copy them into the details, never change them). */
export function weekDetails(monday: number): Readonly<WeekDetails> {
  return remembered(details, monday, (m) => ({ week: isoWeekOfDay(m), weekStart: fromDayNumber(m), weekEnd: fromDayNumber(m + 6) }));
}
