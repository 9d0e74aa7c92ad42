import { isDeepStrictEqual } from 'node:util';
import { assertVersion, conflict, notFound, transact, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import type { AffectedAssignments } from '@cs/contracts/http/employees';
import type { OrderRequest, ShiftPatternResponse, UpdateOrderResponse } from '@cs/contracts/http/orders';
import { recordStaffingEvent } from '../shared/record-events';
import { orderValues, toOrderResponse, wantsCancelled } from './order-record';
import { derivedStatus, overfullDays } from './order-status';
import { requireFacility, requireQualification } from './order-references';
import { findOrder, liveAssignmentRanges, updateOrderRow } from './orders.repo';
import { orderLabel } from './order-record';

/**
 * What a changed shift pattern does to the order's assignments (order-duties/, composed in app.ts:
 * that folder imports this one). `lock` runs before the order's row lock (lock order: employees,
 * assignment rows, orders) and answers what it locked; `lockedAll` checks that under the order's row
 * lock; `regenerate` runs after the order is saved.
 */
export interface PatternFollowers {
  lock(tx: Tx, orderId: string): Promise<ReadonlySet<string>>;
  lockedAll(tx: Tx, orderId: string, locked: ReadonlySet<string>): Promise<boolean>;
  regenerate(tx: Tx, orderId: string, pattern: ShiftPatternResponse | null, principal: Principal, correlationId?: string): Promise<AffectedAssignments>;
}

/** A pattern change met an assignment of the order it had not locked before the order's row: start again. */
class AssignmentsNotLocked extends Error {}
/** Each attempt needs another assignment change in a window of milliseconds; the last one locks late (see below). */
const ATTEMPTS = 5;

/**
 * Replaces an order's fields. Refused (409) when it would cancel an order that still has
 * assignments, move its range away from some of them or lower its headcount below those on a day; the Filled status is derived again.
 * A changed shift pattern regenerates the future, not hand-planned duties of its assignments and
 * answers their re-check as `affectedAssignments` (absent otherwise). The unlocked first read only
 * decides whether to take the assignments' locks before the order's row lock; an assignment that
 * appeared after that (or a pattern that changed meanwhile) starts the transaction again, so the
 * employees' locks are never taken after the order's. Only the last attempt does (PostgreSQL would
 * then break a deadlock by aborting one transaction).
 */
export async function updateOrder(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: OrderRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
  followers?: PatternFollowers,
): Promise<UpdateOrderResponse> {
  const once = (lastAttempt: boolean) =>
    transact(deps, async (tx): Promise<UpdateOrderResponse> => {
      const values = orderValues(body);
      const seen = await findOrder(tx, id);
      const patternChanges = (pattern: unknown) => followers !== undefined && !isDeepStrictEqual(pattern ?? null, values.shiftPattern ?? null);
      const locked = followers && seen && patternChanges(seen.order.shiftPattern) ? await followers.lock(tx, id) : new Set<string>();
      const current = await findOrder(tx, id, { lock: true });
      if (!current) throw notFound('Order');
      assertVersion(expectedVersion, current.order.version);
      const following = followers && patternChanges(current.order.shiftPattern) ? followers : undefined;
      if (following && !lastAttempt && !(await following.lockedAll(tx, id, locked))) throw new AssignmentsNotLocked();
      const name = values.facilityId === current.order.facilityId ? current.facilityName : await requireFacility(tx, values.facilityId);
      await requireQualification(tx, values, current.order.requiredQualification);
      const assigned = await liveAssignmentRanges(tx, id);
      const cancelled = wantsCancelled(body.status);
      if (cancelled && assigned.length > 0) {
        throw conflict('ORDER_HAS_ASSIGNMENTS', `The order still has ${assigned.length} assignment(s); delete them before cancelling it.`, {
          assignmentIds: assigned.map((a) => a.id),
        });
      }
      const outside = assigned.filter((a) => a.startDate < values.startDate || a.endDate > values.endDate);
      if (outside.length > 0) {
        throw conflict('ASSIGNMENTS_OUTSIDE_ORDER', `${outside.length} assignment(s) would lie outside the new order period.`, {
          assignmentIds: outside.map((a) => a.id),
        });
      }
      const overfull = overfullDays(values, assigned);
      if (overfull.days.length > 0) {
        throw conflict(
          'HEADCOUNT_BELOW_ASSIGNED',
          `On ${overfull.days.length} day(s) more employees are assigned than a headcount of ${values.headcount} allows (first: ${overfull.days[0]}); remove assignments first.`,
          { assignmentIds: overfull.assignmentIds },
        );
      }
      const status = cancelled ? 'Cancelled' : derivedStatus(values, assigned);
      const before = toOrderResponse(current.order, current.facilityName);
      const after = toOrderResponse(await updateOrderRow(tx, id, values, status), name);
      await recordStaffingEvent(tx, { aggregate: 'order', verb: 'updated', principal, id, label: orderLabel(after), data: after, before, correlationId });
      if (!following) return after;
      return { ...after, affectedAssignments: await following.regenerate(tx, id, after.shiftPattern, principal, correlationId) };
    });
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(attempt === ATTEMPTS);
    } catch (error) {
      if (!(error instanceof AssignmentsNotLocked)) throw error;
    }
  }
}
