import { badRequest } from '@cs/service-kit';
import type { OrderRow } from '../orders/order-record';
import { fromDayNumber, toDayNumber } from '../shared/dates';

type Range = { startDate: string; endDate: string };

export interface CandidateWindow {
  from: string;
  to: string;
  /** Every day of the window has the order's headcount of live assignments. */
  filled: boolean;
  /**
   * Some day of the window has it: every candidate over the window then gets ORDER_HEADCOUNT_EXCEEDED
   * (it depends on the order's places alone, not on the employee).
   */
  someDayFull: boolean;
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
 * narrowed to its first run of days with a place still open (a full day between two open ones ends
 * the run); all places taken → that remaining part, marked filled.
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
    return withFill(from, to, order.headcount, ranges);
  }
  const first = toDayNumber(rest.from);
  const open = coverage(first, toDayNumber(rest.to), ranges).flatMap((n, i) => (n < order.headcount ? [first + i] : []));
  if (open.length === 0) return { ...rest, filled: true, someDayFull: true };
  // The first run of open days: a window over a full day would give everyone the headcount finding.
  let last = 0;
  while (last + 1 < open.length && open[last + 1] === open[last] + 1) last += 1;
  return withFill(fromDayNumber(open[0]), fromDayNumber(open[last]), order.headcount, ranges);
}

/** The window with how full its days are. */
function withFill(from: string, to: string, headcount: number, ranges: Range[]): CandidateWindow {
  const taken = coverage(toDayNumber(from), toDayNumber(to), ranges);
  return { from, to, filled: taken.every((n) => n >= headcount), someDayFull: taken.some((n) => n >= headcount) };
}
