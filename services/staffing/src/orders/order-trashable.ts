import { conflict, findMapped, type Trashable } from '@cs/service-kit';
import type { OrderResponse } from '@cs/contracts/http/orders';
import { orders } from '../schema';
import { orderLabel, orderWithFacilityResponse } from './order-record';
import { findOrder, liveAssignmentRanges } from './orders.repo';

/** Orders in the trash: refused while they have live assignments; purging takes trashed ones along (`trash/trash-registry.ts`). */
export const orderTrashable: Trashable<OrderResponse> = {
  context: 'staffing',
  aggregate: 'order',
  noun: 'Order',
  table: orders,
  find: findMapped(findOrder, orderWithFacilityResponse),
  label: async (_q, order) => orderLabel(order),
  assertDeletable: async (tx, order) => {
    const assigned = await liveAssignmentRanges(tx, order.id);
    if (assigned.length > 0) {
      throw conflict('ORDER_HAS_ASSIGNMENTS', `The order still has ${assigned.length} assignment(s); delete them first.`, {
        assignmentIds: assigned.map((a) => a.id),
      });
    }
  },
};
