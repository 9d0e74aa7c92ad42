/** ISO week labels: 'KW 19/2026' (de), 'week 19 of 2026' (en), with the week's dates. */
import { fromDayNumber, isoWeekOfDay } from '../shared/dates';
import { recall } from '../shared/remember';
import { date } from './format';
import type { LocalizedText } from './types';

/** Labels and details by Monday: a check names the same few weeks again and again. */
const labels = new Map<number, LocalizedText>();
const details = new Map<number, Readonly<WeekDetails>>();
const MAX_WEEKS = 10_000;

export function weekLabel(monday: number): LocalizedText {
  return recall(labels, monday, (m) => {
    const [year, week] = isoWeekOfDay(m).split('-W');
    const from = date(fromDayNumber(m));
    const to = date(fromDayNumber(m + 6));
    return { de: `KW ${Number(week)}/${year} (${from.de}–${to.de})`, en: `week ${Number(week)} of ${year} (${from.en} to ${to.en})` };
  }, MAX_WEEKS);
}

export interface WeekDetails {
  week: string;
  weekStart: string;
  weekEnd: string;
}

/** A week's fields in a finding's `details` (shared: copy them into the details, never change them). */
export function weekDetails(monday: number): Readonly<WeekDetails> {
  return recall(details, monday, (m) => ({ week: isoWeekOfDay(m), weekStart: fromDayNumber(m), weekEnd: fromDayNumber(m + 6) }), MAX_WEEKS);
}
