import { ordersApi } from '@cs/contracts/http/orders';
import { found, pageOf, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { orderWithFacilityResponse } from './order-record';
import { orderTrashable } from './order-trashable';
import { findOrder, listOrders } from './orders.repo';
import { createOrder } from './create-order';
import { updateOrder, type PatternFollowers } from './update-order';

/** `followers` regenerate the assignments' duties when a pattern changes (order-duties/, composed in app.ts). */
export function ordersHandlers(deps: ServiceDeps, followers?: PatternFollowers): Handlers<typeof ordersApi> {
  return {
    listOrders: async ({ query }) => pageOf(await listOrders(deps.db, query), orderWithFacilityResponse, query),
    getOrder: async ({ params }) => orderWithFacilityResponse(found(await findOrder(deps.db, params.id), 'Order')),
    createOrder: ({ principal, body, requestId }) => createOrder(deps, principal, body, requestId),
    updateOrder: ({ principal, params, body, expectedVersion, requestId }) =>
      updateOrder(deps, principal, params.id, body, expectedVersion, requestId, followers),
    deleteOrder: trashableHandlers(deps, orderTrashable).delete,
  };
}
