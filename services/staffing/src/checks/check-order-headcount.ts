import { fromDayNumber, toDayNumber } from '../shared/dates';
import type { Check, RawFinding } from './check';
import { dateRange } from './format';
import type { ConflictFacts, SameOrderAssignment } from './types';

export interface HeadcountParams {
  orderLabel: string;
  facilityName: string;
  headcount: number;
  dates: string[];
  /** The smallest and the largest number assigned on those days. */
  fewest: number;
  most: number;
  /** Names of the people already assigned there. */
  others: string[];
}

/**
 * An order for `headcount` people per day: the candidate must not make any day of its range staffed
 * by more than that. Each live assignment of the order counts on every day of its range (the Filled
 * rule's count, docs/staffing.md), the candidate included, the assignment being edited left out.
 * One finding naming the days and the counts; the overlap family: like a duty overlap it is a double
 * booking, one place taken twice, and saving needs the order's row lock to see the places taken.
 */
export function checkOrderHeadcount(facts: ConflictFacts): RawFinding<HeadcountParams>[] {
  const { candidate, order, sameOrder } = facts;
  const first = toDayNumber(candidate.startDate);
  const days = toDayNumber(candidate.endDate) - first + 1;
  const assigned = new Array<number>(days).fill(1);
  for (const a of sameOrder) {
    if (a.endDate < candidate.startDate || a.startDate > candidate.endDate) continue; // ISO dates compare as text
    const from = Math.max(0, toDayNumber(a.startDate) - first);
    const to = Math.min(days - 1, toDayNumber(a.endDate) - first);
    for (let d = from; d <= to; d++) assigned[d] += 1;
  }
  const over: Array<{ date: string; assigned: number }> = [];
  for (let d = 0; d < days; d++) if (assigned[d] > order.headcount) over.push({ date: fromDayNumber(first + d), assigned: assigned[d] });
  if (over.length === 0) return [];
  const dates = over.map((o) => o.date);
  const counts = [...new Set(over.map((o) => o.assigned))].sort((a, b) => a - b);
  const others = sameOrder.filter((a) => dates.some((d) => a.startDate <= d && d <= a.endDate));
  const label = (a: SameOrderAssignment) => `${a.employeeName}, ${dateRange(a.startDate, a.endDate).de}`;
  return [{
    code: 'ORDER_HEADCOUNT_EXCEEDED',
    params: { orderLabel: order.label, facilityName: order.facilityName, headcount: order.headcount, dates, fewest: counts[0], most: counts[counts.length - 1], others: others.map((a) => a.employeeName) },
    related: [
      { type: 'order', id: order.id, label: order.label },
      { type: 'facility', id: order.facilityId, label: order.facilityName },
      ...others.map((a) => ({ type: 'assignment', id: a.id, label: label(a) })),
    ],
    details: { headcount: order.headcount, dates, maxAssigned: counts[counts.length - 1], days: over, otherAssignmentIds: others.map((a) => a.id) },
  }];
}

/** The facility asked for `headcount` people: a person beyond that is not part of the order. */
export const orderHeadcount: Check = {
  code: 'ORDER_HEADCOUNT_EXCEEDED',
  check: 'overlap',
  legalSource: 'Auftrag (angefragte Personenzahl)',
  evaluate: (f) => checkOrderHeadcount(f.conflict),
};
