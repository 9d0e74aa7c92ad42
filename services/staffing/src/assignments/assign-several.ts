import { AppError, badRequest, conflict, found, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { AssignSeveralRequest, AssignSeveralResponse, AssignSeveralResult } from '@cs/contracts/http/candidates';
import type { FindingResponse } from '@cs/contracts/http/assignments';
import type { Locale } from '../working-time';
import { findOrder } from '../orders/orders.repo';
import { createAssignment } from './create-assignment';

/**
 * `POST /api/orders/{id}/assignments`: several employees on one order and range. Each is the single
 * create — its own transaction under the employee's and the order's locks, the full checks, its
 * event — one after the other in the request's order, so a refused one changes nothing for the
 * others, and the order's headcount check refuses whoever would take a place already taken (two
 * such requests racing for the last place fill it once).
 */
export async function assignSeveral(
  deps: ServiceDeps,
  principal: Principal,
  orderId: string,
  body: AssignSeveralRequest & { locale?: Locale },
  correlationId?: string,
): Promise<AssignSeveralResponse> {
  const { order } = found(await findOrder(deps.db, orderId), 'Order');
  if (body.employeeIds.length > order.headcount) {
    throw badRequest('More employees than the order asks for.', { employeeIds: [`must name at most the order's headcount (${order.headcount})`] });
  }
  if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED', 'The order is cancelled; nobody can be assigned to it.');
  if (body.startDate < order.startDate || body.endDate > order.endDate) {
    throw conflict('OUTSIDE_ORDER_RANGE', `The range must lie within the order (${order.startDate} – ${order.endDate}).`);
  }
  const results: AssignSeveralResult[] = [];
  for (const employeeId of body.employeeIds) {
    const request = { orderId, employeeId, startDate: body.startDate, endDate: body.endDate, acknowledgement: body.acknowledgement, locale: body.locale };
    try {
      results.push({ employeeId, outcome: 'saved', assignment: await createAssignment(deps, principal, request, correlationId) });
    } catch (error) {
      if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 409)) throw error;
      const findings = (error.extra.findings as FindingResponse[] | undefined) ?? [];
      results.push({ employeeId, outcome: 'refused', code: error.code, message: error.message, findings });
    }
  }
  return { orderId, results };
}
