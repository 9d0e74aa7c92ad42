import type { Principal, Tx } from '@cs/service-kit';
import type { OrderStatus } from '@cs/contracts/http/orders';
import { fromDayNumber, toDayNumber } from '../shared/dates';
import { recordStaffingEvent } from '../shared/record-events';
import { toOrderResponse } from './order-record';
import { findOrderWithRanges, findOrder, liveAssignmentRanges, setOrderStatus, type OrderWithFacility } from './orders.repo';
import { orderLabel } from './order-record';

type Range = { startDate: string; endDate: string };

/** What an order's Filled status is derived from: its range, headcount and live assignments' ranges (read with a save's facts). */
export interface OrderFill extends Range {
  headcount: number;
  ranges: Range[];
}

/**
 * The Filled rule: an order is Filled when EVERY day of its range is covered by at least
 * `headcount` live assignments (each assignment counts on every day of its own range); otherwise
 * Open. A cancelled order stays Cancelled whatever its assignments.
 */
export function derivedStatus(order: Range & { headcount: number }, assigned: Range[]): 'Open' | 'Filled' {
  if (assigned.length < order.headcount) return 'Open';
  return coverage(order, assigned).every((n) => n >= order.headcount) ? 'Filled' : 'Open';
}

/** Live assignments per day of the order's range (each counts on every day of its own range). */
function coverage(order: Range, assigned: Range[]): number[] {
  const first = toDayNumber(order.startDate);
  const days = toDayNumber(order.endDate) - first + 1;
  const delta = new Array<number>(days + 1).fill(0);
  for (const a of assigned) {
    const from = Math.max(0, toDayNumber(a.startDate) - first);
    const to = Math.min(days - 1, toDayNumber(a.endDate) - first);
    if (from > to) continue;
    delta[from] += 1;
    delta[to + 1] -= 1;
  }
  let covered = 0;
  return delta.slice(0, days).map((d) => (covered += d));
}

/**
 * The days on which more live assignments lie than `headcount` allows, and the assignments on them
 * (a lowered headcount must not leave an order over-full: ORDER_HEADCOUNT_EXCEEDED on every save).
 */
export function overfullDays<A extends Range & { id: string }>(order: Range & { headcount: number }, assigned: A[]): { days: string[]; assignmentIds: string[] } {
  const first = toDayNumber(order.startDate);
  const days = coverage(order, assigned).flatMap((n, i) => (n > order.headcount ? [fromDayNumber(first + i)] : []));
  const on = (a: Range) => days.some((d) => a.startDate <= d && d <= a.endDate);
  return { days, assignmentIds: assigned.filter(on).map((a) => a.id) };
}

/** The status an order should have now (the caller holds the order's row lock). */
export async function currentStatus(tx: Tx, orderId: string, order: Range & { headcount: number }, cancelled: boolean): Promise<OrderStatus> {
  return cancelled ? 'Cancelled' : derivedStatus(order, await liveAssignmentRanges(tx, orderId));
}

/**
 * Recomputes an order's Open/Filled status after its assignments changed and, when it flips,
 * announces `staffing.order.updated` with the status change. `orderLocked`: the caller holds the
 * order's row lock (lockOrders) — no second lock, one query.
 */
export async function refreshOrderStatus(tx: Tx, orderId: string, principal: Principal | null, correlationId?: string | null, { orderLocked = false } = {}) {
  // Under the order's row lock already (an assignment saved): order and ranges in one round trip.
  const locked = orderLocked ? await findOrderWithRanges(tx, orderId) : undefined;
  const found = orderLocked ? locked : await findOrder(tx, orderId, { lock: true });
  if (!found || found.order.status === 'Cancelled') return;
  const status = locked ? derivedStatus(found.order, locked.ranges) : await currentStatus(tx, orderId, found.order, false);
  if (status !== found.order.status) await announceStatus(tx, orderId, found, status, principal, correlationId);
}

/**
 * The same after a new assignment was saved, from the fill its checks read under the order's row
 * lock (`orderFill` of the facts) and the new assignment's range: no query unless the status flips.
 */
export async function settleOrderStatus(
  tx: Tx,
  order: { id: string; status: string },
  fill: OrderFill,
  added: Range,
  principal: Principal | null,
  correlationId?: string | null,
) {
  if (order.status === 'Cancelled') return;
  const status = derivedStatus(fill, [...fill.ranges, added]);
  if (status === order.status) return;
  const found = await findOrder(tx, order.id);
  if (found) await announceStatus(tx, order.id, found, status, principal, correlationId);
}

async function announceStatus(tx: Tx, orderId: string, found: OrderWithFacility, status: OrderStatus, principal: Principal | null, correlationId?: string | null) {
  await setOrderStatus(tx, orderId, status);
  const before = toOrderResponse(found.order, found.facilityName);
  await recordStaffingEvent(tx, { aggregate: 'order', verb: 'updated', principal, id: orderId, label: orderLabel(before), data: { ...before, status }, before, correlationId });
}
