import { toPaged } from '@cs/contracts';
import { ordersApi } from '@cs/contracts/http/orders';
import { deleteToTrash, notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toOrderResponse } from './order-record';
import { orderTrashable } from './order-trashable';
import { findOrder, listOrders } from './orders.repo';
import { createOrder } from './create-order';
import { updateOrder, type PatternFollowers } from './update-order';

/** `followers` regenerate the assignments' duties when a pattern changes (order-duties/, composed in app.ts). */
export function ordersHandlers(deps: ServiceDeps, followers?: PatternFollowers): Handlers<typeof ordersApi> {
  return {
    listOrders: async ({ query }) => {
      const { rows, total } = await listOrders(deps.db, query);
      return toPaged(
        rows.map((r) => toOrderResponse(r.order, r.facilityName)),
        total,
        query,
      );
    },
    getOrder: async ({ params }) => {
      const found = await findOrder(deps.db, params.id);
      if (!found) throw notFound('Order');
      return toOrderResponse(found.order, found.facilityName);
    },
    createOrder: ({ principal, body, requestId }) => createOrder(deps, principal, body, requestId),
    updateOrder: ({ principal, params, body, expectedVersion, requestId }) =>
      updateOrder(deps, principal, params.id, body, expectedVersion, requestId, followers),
    deleteOrder: ({ principal, params, expectedVersion, requestId }) =>
      deleteToTrash(deps, orderTrashable, principal, params.id, expectedVersion, requestId),
  };
}
