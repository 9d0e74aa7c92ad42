import { v7 as uuidv7 } from 'uuid';
import { conflict, notFound, transact, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import type { OrderRequest, OrderResponse } from '@cs/contracts/http/orders';
import { recordStaffingEvent } from '../shared/record-events';
import { missingReference } from '../shared/references';
import { assertVersion } from '../shared/versions';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import { orderValues, toOrderResponse, wantsCancelled, type OrderValues } from './order-record';
import { derivedStatus } from './order-status';
import { facilityName, findOrder, insertOrder, liveAssignmentRanges, updateOrderRow } from './orders.repo';

/** The facility must be in the facility directory; returns its name. */
async function requireFacility(tx: Tx, facilityId: string): Promise<string | null> {
  const name = await facilityName(tx, facilityId);
  if (name === undefined) throw missingReference('Facility', 'facilityId');
  return name;
}

async function requireQualification(tx: Tx, values: OrderValues, kept: string | null = null) {
  const code = values.requiredQualification;
  if (code) await requireActiveCodes(tx, 'qualifications', 'requiredQualification', [code], kept ? [kept] : []);
}

/** Creates an order of a known facility; Open unless created Cancelled. */
export async function createOrder(deps: ServiceDeps, principal: Principal, body: OrderRequest, correlationId?: string): Promise<OrderResponse> {
  return transact(deps, async (tx) => {
    const values = orderValues(body);
    const name = await requireFacility(tx, values.facilityId);
    await requireQualification(tx, values);
    const row = await insertOrder(tx, uuidv7(), values, wantsCancelled(body.status) ? 'Cancelled' : 'Open');
    const order = toOrderResponse(row, name);
    await recordStaffingEvent(tx, { aggregate: 'order', verb: 'created', principal, id: order.id, data: order, correlationId });
    return order;
  });
}

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
