import { badRequest } from '@cs/service-kit';
import { Temporal } from 'temporal-polyfill';
import { planningDay } from '../working-time/planning-zone';

export interface Week {
  /** `2026-W43`. */
  week: string;
  monday: string;
  sunday: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO week a date lies in (Temporal's week-of-year and week-numbering year). */
export function weekOfDate(date: string): Week {
  const day = Temporal.PlainDate.from(date);
  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  return { week: `${day.yearOfWeek}-W${pad(day.weekOfYear ?? 0)}`, monday: monday.toString(), sunday: monday.add({ days: 6 }).toString() };
}

/** The week named `YYYY-Www`; a week 53 of a year with 52 → 400 naming `field`. */
export function parseWeek(week: string, field = 'query.week'): Week {
  const [year, number] = week.split('-W').map(Number);
  const january4 = Temporal.PlainDate.from({ year, month: 1, day: 4 });
  const monday = january4.subtract({ days: january4.dayOfWeek - 1 }).add({ weeks: number - 1 });
  const found = weekOfDate(monday.toString());
  if (found.week !== week) throw badRequest('The week does not exist.', { [field]: [`${year} has no week ${number}`] });
  return found;
}

/** The week asked for, or the current one in the planning time zone. */
export const weekOrCurrent = (week: string | undefined, today = planningDay()): Week => (week ? parseWeek(week) : weekOfDate(today));
