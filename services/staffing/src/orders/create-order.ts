import { v7 as uuidv7 } from 'uuid';
import { transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { OrderRequest, OrderResponse } from '@cs/contracts/http/orders';
import { recordStaffingEvent } from '../shared/record-events';
import { orderValues, toOrderResponse, wantsCancelled } from './order-record';
import { requireFacility, requireQualification } from './order-references';
import { insertOrder } from './orders.repo';
import { orderLabel } from './order-record';

/** Creates an order of a known facility; Open unless created Cancelled. */
export async function createOrder(deps: ServiceDeps, principal: Principal, body: OrderRequest, correlationId?: string): Promise<OrderResponse> {
  return transact(deps, async (tx) => {
    const values = orderValues(body);
    const name = await requireFacility(tx, values.facilityId);
    await requireQualification(tx, values);
    const row = await insertOrder(tx, uuidv7(), values, wantsCancelled(body.status) ? 'Cancelled' : 'Open');
    const order = toOrderResponse(row, name);
    await recordStaffingEvent(tx, { aggregate: 'order', verb: 'created', principal, id: order.id, label: orderLabel(order), data: order, correlationId });
    return order;
  });
}
