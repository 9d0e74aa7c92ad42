import { fromDayNumber, toDayNumber } from '../shared/dates';
import { onDates } from '../working-time/date-list';
import { dateRange } from './format';
import type { CheckFinding, ConflictFacts, SameOrderAssignment } from './types';

/** The facility asked for `headcount` people: a person beyond that is not part of the order. */
const LEGAL_SOURCE = 'Auftrag (angefragte Personenzahl)';

/**
 * An order for `headcount` people per day: the candidate must not make any day of its range staffed
 * by more than that. Each live assignment of the order counts on every day of its range (the Filled
 * rule's count, docs/staffing.md), the candidate included, the assignment being edited left out.
 * One finding naming the days and the counts; the overlap family: like a duty overlap it is a double
 * booking, one place taken twice, and saving needs the order's row lock to see the places taken.
 */
export function checkOrderHeadcount(facts: ConflictFacts): CheckFinding[] {
  const { candidate, order, sameOrder } = facts;
  const first = toDayNumber(candidate.startDate);
  const days = toDayNumber(candidate.endDate) - first + 1;
  const assigned = new Array<number>(days).fill(1);
  for (const a of sameOrder) {
    const from = Math.max(0, toDayNumber(a.startDate) - first);
    const to = Math.min(days - 1, toDayNumber(a.endDate) - first);
    for (let d = from; d <= to; d++) assigned[d] += 1;
  }
  const over = assigned.flatMap((n, d) => (n > order.headcount ? [{ date: fromDayNumber(first + d), assigned: n }] : []));
  if (over.length === 0) return [];

  const dates = over.map((o) => o.date);
  const counts = [...new Set(over.map((o) => o.assigned))].sort((a, b) => a - b);
  const assignedText = counts.length === 1 ? String(counts[0]) : `${counts[0]}–${counts[counts.length - 1]}`;
  const others = sameOrder.filter((a) => dates.some((d) => a.startDate <= d && d <= a.endDate));
  const on = onDates(dates);
  const people = (n: number) => ({ de: n === 1 ? '1 Person' : `${n} Personen`, en: n === 1 ? '1 person' : `${n} people` });
  const asked = people(order.headcount);
  const label = (a: SameOrderAssignment) => `${a.employeeName}, ${dateRange(a.startDate, a.endDate).de}`;
  return [{
    check: 'overlap',
    code: 'ORDER_HEADCOUNT_EXCEEDED',
    legalSource: LEGAL_SOURCE,
    text: {
      de: `Auftrag ${order.label} (${order.facilityName}) fragt ${asked.de} je Tag an; ${on.de} wären mit diesem Einsatz ${assignedText} eingeplant (schon eingeplant: ${others.map((a) => a.employeeName).join(', ')}).`,
      en: `Order ${order.label} (${order.facilityName}) asks for ${asked.en} a day; ${on.en} this assignment would make it ${assignedText} (already assigned: ${others.map((a) => a.employeeName).join(', ')}).`,
    },
    remedy: {
      de: `Den Einsatz auf Tage mit freiem Platz legen, einen anderen Auftrag wählen, einen der bestehenden Einsätze an diesen Tagen beenden, oder die Personenzahl des Auftrags erhöhen, falls die Einrichtung mehr anfragt.`,
      en: `Move the assignment to days with a free place, choose another order, end one of the existing assignments on these days, or raise the order's headcount if the facility asks for more.`,
    },
    related: [
      { type: 'order', id: order.id, label: order.label },
      { type: 'facility', id: order.facilityId, label: order.facilityName },
      ...others.map((a) => ({ type: 'assignment', id: a.id, label: label(a) })),
    ],
    details: { headcount: order.headcount, dates, maxAssigned: counts[counts.length - 1], days: over, otherAssignmentIds: others.map((a) => a.id) },
  }];
}
