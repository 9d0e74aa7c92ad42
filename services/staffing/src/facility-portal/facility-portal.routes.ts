import { facilityPortalApi, type PortalOrder } from '@cs/contracts/http/facility-portal';
import { found, pageOf, type Handlers, type Principal, type ServiceDeps } from '@cs/service-kit';
import { orderWithFacilityResponse } from '../orders/order-record';
import { listOrders, type OrderWithFacility } from '../orders/orders.repo';
import { confirmTimesheet, disputeTimesheet, type Caller } from '../timesheets/change-timesheet';
import { getTimesheetRows, listTimesheetsOfWeek } from '../timesheets/read-timesheets';
import type { TimesheetReach } from '../timesheets/timesheet-reach';
import { assignmentsOfFacilityOrder, findFacilityOrder } from './facility-portal.repo';

/**
 * The facility portal (docs/billing.md, "Who confirms"): always the caller's linked facility (token
 * claim `fac`), whatever the role's scope, enforced in each query; no linked facility → nothing.
 */
const facilityOf = (p: Principal): TimesheetReach => ({ scope: 'Facility', facilityId: p.facilityId });

/** An order as the facility sees it: without the office's notes. */
function portalOrder(o: OrderWithFacility): PortalOrder {
  const { notes: _office, ...order } = orderWithFacilityResponse(o);
  return order;
}

/** The answer of a step without its `findings` field (not computed for the portal: they speak of the employee's other work). */
const withoutFindings = async <T extends { findings: unknown }>(answer: Promise<T>): Promise<Omit<T, 'findings'>> => {
  const { findings: _none, ...rest } = await answer;
  return rest;
};

type Ctx = { principal: Principal; expectedVersion: number | undefined; requestId: string };
const caller = (ctx: Ctx): Caller => ({ principal: ctx.principal, access: facilityOf(ctx.principal), expectedVersion: ctx.expectedVersion, requestId: ctx.requestId, findings: false });

export function facilityPortalHandlers(deps: ServiceDeps): Handlers<typeof facilityPortalApi> {
  const orderOf = async (id: string, p: Principal) => found(await findFacilityOrder(deps.db, id, p.facilityId), 'Order');
  return {
    listPortalOrders: async ({ principal, query }) => {
      const page = principal.facilityId ? await listOrders(deps.db, { ...query, facilityId: principal.facilityId }) : { rows: [], total: 0 };
      return pageOf(page, portalOrder, query);
    },
    getPortalOrder: async ({ principal, params }) => portalOrder(await orderOf(params.id, principal)),
    listPortalOrderAssignments: async ({ principal, params, query }) => {
      const order = await orderOf(params.id, principal);
      return pageOf(await assignmentsOfFacilityOrder(deps.db, order.order.id, order.order.facilityId, query), (a) => a, query);
    },
    listPortalTimesheets: ({ principal, query }) => listTimesheetsOfWeek(deps.db, query, facilityOf(principal)),
    getPortalTimesheet: ({ principal, params }) => getTimesheetRows(deps.db, params.id, facilityOf(principal)),
    confirmPortalTimesheet: (ctx) => withoutFindings(confirmTimesheet(deps, ctx.params.id, caller(ctx))),
    disputePortalTimesheet: (ctx) => withoutFindings(disputeTimesheet(deps, ctx.params.id, ctx.body, caller(ctx))),
  };
}
