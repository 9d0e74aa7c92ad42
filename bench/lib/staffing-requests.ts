import { benchId, dayOf, FACILITIES, kmaxOf, orderFor, type Layout } from './staffing-data';

const int = (n: number) => Math.floor(Math.random() * n);

export interface Candidate {
  employeeId: string;
  orderId: string;
  startDate: string;
  endDate: string;
}

/**
 * Any employee, any order covering a 1–14-day window anywhere on the timeline: the qualification
 * may or may not match, the window may overlap the employee's assignments or absences — the
 * realistic mix of a planner's previews (always inside the order's range, so always 200).
 */
export function randomCandidate(layout: Layout): Candidate {
  const e = int(layout.employees);
  const d = int(layout.slots * layout.slotDays);
  const order = orderFor(d, int(FACILITIES), int(10));
  return { employeeId: benchId('employee', e), orderId: benchId('order', order), startDate: dayOf(d), endDate: dayOf(d + int(14)) };
}

/**
 * A candidate meant to pass: 1–3 days in the free tail of one of the employee's slots, on an order
 * of a facility whose required qualification the employee holds. It can still be refused by an
 * absence, a facility without a covering contract is only a Warning, and an earlier create of this
 * run may have taken the gap (→ 409 ASSIGNMENT_CONFLICT, overlap).
 */
export function freeCandidate(layout: Layout): Candidate {
  const e = int(layout.employees);
  const d = int(layout.slots) * layout.slotDays + layout.slotDays - 6 + int(4);
  const order = orderFor(d, int(FACILITIES), int(kmaxOf(e) + 1));
  return { employeeId: benchId('employee', e), orderId: benchId('order', order), startDate: dayOf(d), endDate: dayOf(d + int(3)) };
}

export const checkPath = (c: Candidate) =>
  `/api/assignments/check?employeeId=${c.employeeId}&orderId=${c.orderId}&startDate=${c.startDate}&endDate=${c.endDate}`;

/** Create bodies: 80 % meant to pass, 20 % anything. */
export const createBody = (layout: Layout) => JSON.stringify(Math.random() < 0.8 ? freeCandidate(layout) : randomCandidate(layout));

/** The create requests of the staffing and create-peers benches: `POST /api/assignments` with `createBody`s. */
export const createRequests = (token: string, layout: Layout) => ({
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  method: 'POST' as const,
  path: '/api/assignments',
  body: () => createBody(layout),
});
