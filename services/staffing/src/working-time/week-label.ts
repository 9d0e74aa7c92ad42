/** ISO week labels: 'KW 19/2026' (de), 'week 19 of 2026' (en), with the week's dates. */
import { fromDayNumber, isoWeekOfDay } from '../shared/dates';
import { date } from './format';
import type { LocalizedText } from './types';

export function weekLabel(monday: number): LocalizedText {
  const [year, week] = isoWeekOfDay(monday).split('-W');
  const from = date(fromDayNumber(monday));
  const to = date(fromDayNumber(monday + 6));
  return { de: `KW ${Number(week)}/${year} (${from.de}–${to.de})`, en: `week ${Number(week)} of ${year} (${from.en} to ${to.en})` };
}

export function weekDetails(monday: number) {
  return { week: isoWeekOfDay(monday), weekStart: fromDayNumber(monday), weekEnd: fromDayNumber(monday + 6) };
}
