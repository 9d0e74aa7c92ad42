import { badRequest } from '@cs/service-kit';
import type { OrderRow } from '../orders/order-record';
import { derivedStatus } from '../orders/order-status';
import { fromDayNumber, toDayNumber } from '../shared/dates';

type Range = { startDate: string; endDate: string };

export interface CandidateWindow {
  from: string;
  to: string;
  /** Every day of the window has the order's headcount of live assignments. */
  filled: boolean;
}

/** Per day of `[first, last]` (day numbers): how many of `ranges` cover it. */
function coverage(first: number, last: number, ranges: Range[]): number[] {
  const counts = new Array<number>(last - first + 1).fill(0);
  for (const r of ranges) {
    for (let d = Math.max(first, toDayNumber(r.startDate)); d <= Math.min(last, toDayNumber(r.endDate)); d++) counts[d - first] += 1;
  }
  return counts;
}

/**
 * The window the candidates are checked for. Given: `from`/`to` (either alone falls back to the
 * default's end), which must lie inside the order (400 naming the field). Default: from today on
 * (the order's start if later; the whole order once it lies in the past) to the order's end,
 * narrowed to its first and last day with a place still open; all places taken → that remaining
 * part, marked filled.
 */
export function candidateWindow(order: Pick<OrderRow, 'startDate' | 'endDate' | 'headcount'>, ranges: Range[], today: string, query: { from?: string; to?: string }): CandidateWindow {
  const errors: Record<string, string[]> = {};
  const outside = (date: string) => date < order.startDate || date > order.endDate;
  if (query.from && outside(query.from)) errors['query.from'] = [`must lie within the order (${order.startDate} – ${order.endDate})`];
  if (query.to && outside(query.to)) errors['query.to'] = [`must lie within the order (${order.startDate} – ${order.endDate})`];
  if (Object.keys(errors).length > 0) throw badRequest('The window lies outside the order.', errors);

  const rest = { from: today > order.endDate ? order.startDate : today > order.startDate ? today : order.startDate, to: order.endDate };
  if (query.from || query.to) {
    const from = query.from ?? (query.to && query.to < rest.from ? order.startDate : rest.from);
    const to = query.to ?? order.endDate;
    if (from > to) throw badRequest('The window is empty.', { 'query.to': ['must not be before from'] });
    return { from, to, filled: derivedStatus({ startDate: from, endDate: to, headcount: order.headcount }, ranges) === 'Filled' };
  }
  const first = toDayNumber(rest.from);
  const open = coverage(first, toDayNumber(rest.to), ranges).flatMap((n, i) => (n < order.headcount ? [first + i] : []));
  if (open.length === 0) return { ...rest, filled: true };
  return { from: fromDayNumber(open[0]), to: fromDayNumber(open[open.length - 1]), filled: false };
}
