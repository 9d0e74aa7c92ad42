import { Temporal } from 'temporal-polyfill';
import { shiftKindOf, type ShiftKind } from '@cs/contracts/shift-kinds';
import type { OrderRow } from '../orders/order-record';
import { patternDuties } from '../orders/order-pattern';
import { fromDayNumber, mondayOfDay, toDayNumber } from '../shared/dates';
import { summariseWeeks } from '../working-time/other-weeks';
import { planningTimeZone } from '../working-time/planning-zone';

/** What the order asks of anyone in the window: the same for every candidate, computed once. */
export interface WindowDuties {
  /** Dates with a duty, ascending, and the shift kinds of each (empty: a duty without shift times). */
  days: Array<{ date: string; kinds: ShiftKind[] }>;
  /** Net minutes of the window's duties (an untimed day counts the order's hours per day). */
  neededMinutes: number;
  /** Mondays ('YYYY-MM-DD') of the ISO weeks holding a duty of the window. */
  mondays: string[];
  /** The calendar month of the window's first day, and the Mondays that fall in it (fairness). */
  month: { first: string; last: string; mondays: number };
}

/** The duties the order's pattern gives the window, summed as the working-time engine sums them. */
export function windowDuties(order: Pick<OrderRow, 'shiftPattern' | 'hoursPerDay'>, from: string, to: string): WindowDuties {
  const duties = patternDuties(order.shiftPattern, from, to);
  const byDate = new Map<string, ShiftKind[]>();
  for (const d of duties) {
    const kinds = byDate.get(d.date) ?? [];
    if (d.start !== null && !kinds.includes(shiftKindOf(d.start))) kinds.push(shiftKindOf(d.start));
    byDate.set(d.date, kinds);
  }
  const timed = duties.filter((d) => d.start !== null && d.end !== null);
  const weeks = summariseWeeks(timed, planningTimeZone());
  const untimedMinutes = Math.round(order.hoursPerDay * 60) * duties.filter((d) => d.start === null).length;
  const neededMinutes = [...weeks.values()].reduce((sum, w) => sum + w.netMinutes, 0) + untimedMinutes;
  const mondays = [...new Set(duties.map((d) => mondayOfDay(toDayNumber(d.date))))].sort((a, b) => a - b).map(fromDayNumber);
  return { days: [...byDate].map(([date, kinds]) => ({ date, kinds })).sort((a, b) => a.date.localeCompare(b.date)), neededMinutes, mondays, month: monthOf(from) };
}

/** The calendar month holding `date`, and how many Mondays it has (the weeks that start in it). */
export function monthOf(date: string): WindowDuties['month'] {
  const first = Temporal.PlainDate.from(date).with({ day: 1 });
  const last = first.add({ months: 1 }).subtract({ days: 1 });
  let mondays = 0;
  for (let d = first; Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 1 })) if (d.dayOfWeek === 1) mondays += 1;
  return { first: first.toString(), last: last.toString(), mondays };
}
