/**
 * The facility portal (issue 26, "the home confirms"): a ward's office — a user linked to a facility
 * (token claim `fac`) — sees its facility's orders, the employees assigned to them (names and
 * qualifications only) and its timesheets, and confirms or disputes them (docs/billing.md, "Who
 * confirms"). Every operation is limited to the caller's facility in SQL, whatever the role's scope;
 * a user linked to no facility sees nothing; another facility's record answers 404.
 */
import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';
import { orderResponseSchema, orderStatusSchema } from './orders';
import { dateWindowIssue, dateWindowQuery, idParams, isoDateSchema, refineDateWindow } from './staffing-common';
import { disputeTimesheetRequestSchema, myTimesheetsQuerySchema, timesheetRowSchema, timesheetSummarySchema } from './timesheets';

/** An order as the facility sees it: without the office's `notes`. */
export const portalOrderSchema = orderResponseSchema.omit({ notes: true }).meta({ id: 'FacilityPortalOrder' });
export type PortalOrder = z.infer<typeof portalOrderSchema>;

/** `from`/`to`: the orders overlapping that window (a ward's week), inclusive. */
export const portalOrdersQuerySchema = pagingQuerySchema.extend({ status: orderStatusSchema.optional(), ...dateWindowQuery }).refine(refineDateWindow, dateWindowIssue);
export type PortalOrdersQuery = z.infer<typeof portalOrdersQuerySchema>;

/** `from`/`to`: the assignments overlapping that window, inclusive. */
export const portalAssignmentsQuerySchema = pagingQuerySchema.extend(dateWindowQuery).refine(refineDateWindow, dateWindowIssue);
export type PortalAssignmentsQuery = z.infer<typeof portalAssignmentsQuerySchema>;

/** An employee assigned to one of the facility's orders: who comes, with what qualifications — no other personal data. */
export const portalAssignmentSchema = z
  .object({
    id: z.string().uuid(),
    orderId: z.string().uuid(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    employee: z.object({ firstName: z.string(), lastName: z.string(), qualifications: z.array(z.string()) }),
  })
  .meta({ id: 'FacilityPortalAssignment' });
export type PortalAssignment = z.infer<typeof portalAssignmentSchema>;

/** A timesheet with its duties (plan and actual), without the working-time findings (they concern the employee's other work). */
export const portalTimesheetSchema = timesheetSummarySchema.extend({ rows: z.array(timesheetRowSchema) }).meta({ id: 'FacilityPortalTimesheet' });
export type PortalTimesheet = z.infer<typeof portalTimesheetSchema>;

const tag = 'Facility portal';
const portal = (action: 'read' | 'update') => ({ module: 'facilityPortal', action, own: true }) as const;
const notEditable = { status: 409, codes: ['TIMESHEET_TRANSITION_NOT_ALLOWED'], description: 'Only a submitted timesheet can be confirmed or disputed (confirmed is final)' } as const;
const badRows = { status: 400, codes: ['VALIDATION_FAILED'], description: 'A dispute naming a duty the timesheet does not have' } as const;

export const facilityPortalApi = defineApi({
  listPortalOrders: { method: 'get', path: '/api/facility-portal/orders', summary: 'Your facility’s orders, by start date (filters: status, date window)', tag, permission: portal('read'), query: portalOrdersQuerySchema, response: pagedResponseSchema(portalOrderSchema).meta({ id: 'FacilityPortalOrderPagedResponse' }) },
  getPortalOrder: { method: 'get', path: '/api/facility-portal/orders/{id}', summary: 'One of your facility’s orders', tag, permission: portal('read'), params: idParams, response: portalOrderSchema, errors: [404] },
  listPortalOrderAssignments: { method: 'get', path: '/api/facility-portal/orders/{id}/assignments', summary: 'Who is assigned to one of your facility’s orders (names and qualifications; filter: date window)', tag, permission: portal('read'), params: idParams, query: portalAssignmentsQuerySchema, response: pagedResponseSchema(portalAssignmentSchema).meta({ id: 'FacilityPortalAssignmentPagedResponse' }), errors: [404] },
  listPortalTimesheets: { method: 'get', path: '/api/facility-portal/timesheets', summary: 'Your facility’s timesheets of a week (default this week), by state', tag, permission: portal('read'), query: myTimesheetsQuerySchema, response: pagedResponseSchema(timesheetSummarySchema).meta({ id: 'FacilityPortalTimesheetPagedResponse' }) },
  getPortalTimesheet: { method: 'get', path: '/api/facility-portal/timesheets/{id}', summary: 'One of your facility’s timesheets with its duties', tag, permission: portal('read'), params: idParams, response: portalTimesheetSchema, errors: [404] },
  confirmPortalTimesheet: { method: 'post', path: '/api/facility-portal/timesheets/{id}/confirm', summary: 'Confirm a submitted timesheet of your facility (final)', tag, permission: portal('update'), params: idParams, response: portalTimesheetSchema, errors: [404, notEditable], ifMatch: true, mutates: true },
  disputePortalTimesheet: { method: 'post', path: '/api/facility-portal/timesheets/{id}/dispute', summary: 'Dispute a submitted timesheet of your facility, with a comment per duty', tag, permission: portal('update'), params: idParams, body: disputeTimesheetRequestSchema, response: portalTimesheetSchema, errors: [badRows, 404, notEditable], ifMatch: true, mutates: true },
});
