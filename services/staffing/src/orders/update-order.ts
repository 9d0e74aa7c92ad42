import { conflict, notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { OrderRequest, OrderResponse } from '@cs/contracts/http/orders';
import { recordStaffingEvent } from '../shared/record-events';
import { assertVersion } from '../shared/versions';
import { orderValues, toOrderResponse, wantsCancelled } from './order-record';
import { derivedStatus } from './order-status';
import { requireFacility, requireQualification } from './order-references';
import { findOrder, liveAssignmentRanges, updateOrderRow } from './orders.repo';

/**
 * Replaces an order's fields. Refused (409) when it would cancel an order that still has
 * assignments or move its range away from some of them; the Filled status is derived again.
 */
export async function updateOrder(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: OrderRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<OrderResponse> {
  return transact(deps, async (tx) => {
    const current = await findOrder(tx, id, { lock: true });
    if (!current) throw notFound('Order');
    assertVersion(expectedVersion, current.order.version);
    const values = orderValues(body);
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
    const status = cancelled ? 'Cancelled' : derivedStatus(values, assigned);
    const before = toOrderResponse(current.order, current.facilityName);
    const after = toOrderResponse(await updateOrderRow(tx, id, values, status), name);
    await recordStaffingEvent(tx, { aggregate: 'order', verb: 'updated', principal, id, data: after, before, correlationId });
    return after;
  });
}
