/**
 * A valid request of every operation the audit samples (support/audit-samples-*.ts) do not cover:
 * the reads by id, the check previews, the self-service reads. Lists without input need none.
 */
import { Temporal } from 'temporal-polyfill';
import type { SampleContext } from './audit-sample';
import { QUALIFICATION, type Caller, type Json } from './office';
import { lendingHistoryPeriod } from './audit-samples-lending';
import { timesheetReadSamples } from './timesheet-samples';
import { facilityPortalReadSamples } from './facility-portal-samples';
import { invoiceReadSamples } from './invoice-samples';
import { payrollReadSamples } from './payroll-samples';

/** One valid request of an operation: what fills its path and query, its body, its sender. */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Whose token; the administrator's unless said. */
  as?: Caller;
}

/** Valid requests of the operations the audit samples do not cover (reads, the session, the preview). */
export const readSamples: Record<string, (ctx: SampleContext) => Promise<Call>> = {
  getFacility: async ({ facility }) => ({ params: { id: facility.id } }),
  getContract: async ({ make, facility }) => ({ params: { id: (await make.contract(facility.id, { status: 'Draft' })).id } }),
  getClient: async ({ make }) => ({ params: { id: (await make.client()).id } }),
  getRole: async ({ make }) => ({ params: { id: (await make.role()).id } }),
  getUser: async ({ make }) => ({ params: { id: (await make.user()).id } }),
  getEmployee: async ({ make }) => ({ params: { id: (await make.employee()).id } }),
  getEmployeeConflicts: async ({ make }) => ({ params: { id: (await make.employee()).id } }),
  getAbsence: async ({ make }) => ({ params: { id: (await make.absence((await make.employee()).id)).id } }),
  getOrder: async ({ make, facility }) => ({ params: { id: (await make.order(facility.id)).id } }),
  getAssignment: async (ctx) => ({ params: { id: (await assignmentOf(ctx)).id } }),
  getAssignmentTravelCost: async (ctx) => ({ params: { id: (await assignmentOf(ctx)).id } }),
  checkAssignment: async ({ make, facility }) => {
    const [person, order] = await Promise.all([make.employee(), make.order(facility.id)]);
    return { query: { employeeId: person.id, orderId: order.id, startDate: order.startDate, endDate: order.endDate } };
  },
  checkAssignmentDuties: async ({ make, facility }) => {
    const [person, order] = await Promise.all([make.employee(), make.order(facility.id)]);
    const duties = [{ date: order.startDate, start: '06:00', end: '14:00', breakMinutes: 30 }];
    return { body: { employeeId: person.id, orderId: order.id, startDate: order.startDate, endDate: order.startDate, duties } };
  },
  listOrderCandidates: async ({ make, facility }) => {
    const [, order] = await Promise.all([make.employee(), make.order(facility.id)]);
    return { params: { id: order.id }, query: { from: order.startDate, to: order.endDate, includeBlocked: 'true' } };
  },
  getValueList: async () => ({ params: { key: 'qualifications' } }),
  getValueListEntry: async () => ({ params: { key: 'qualifications', code: QUALIFICATION } }),
  getDistance: async ({ make, facility }) => ({ params: { id: (await make.distance((await make.employee()).id, facility.id)).id } }),
  getMyDistance: async ({ make, selfService }) => {
    const distance = await selfService.caller.post('/api/me/distances', { facilityId: (await make.facility()).id, km: 2 });
    return { params: { id: distance.id }, as: selfService.caller };
  },
  listMyDistances: async ({ selfService }) => ({ as: selfService.caller }),
  listMyFacilityDirectory: async ({ selfService }) => ({ as: selfService.caller }),
  checkAssignmentRestore: async (ctx) => {
    const { id } = await assignmentOf(ctx);
    await ctx.admin.delete(`/api/assignments/${id}`);
    return { params: { id } };
  },
  getEmployeeAvailability: async ({ make, admin }) => {
    const { id } = await make.employee();
    await admin.put(`/api/employees/${id}/availability`, { days: [{ date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), status: 'available', shifts: ['early'] }] });
    return { params: { id } };
  },
  getMyAvailability: async ({ selfService }) => ({ as: selfService.caller }),
  getEmployeeFacilityPreference: async ({ make, facility, admin }) => {
    const employee = await make.employee();
    const preference = await admin.post('/api/employee-facility-preferences', { employeeId: employee.id, facilityId: facility.id, preference: 'preferred' });
    return { params: { id: preference.id } };
  },
  listLendingHistory: async (ctx) => ({ params: { id: (await lendingHistoryPeriod(ctx)).employeeId } }),
  getLendingHistoryPeriod: async (ctx) => {
    const p = await lendingHistoryPeriod(ctx);
    return { params: { id: p.employeeId, periodId: p.id } };
  },
  getEmployeeLending: async (ctx) => {
    const assignment = await assignmentOf(ctx);
    return { params: { id: assignment.employeeId }, query: { asOf: assignment.startDate } };
  },
  getDutyRoster: async (ctx) => {
    const assignment = await assignmentOf(ctx);
    const from = assignment.startDate as string;
    await ctx.admin.put(`/api/employees/${assignment.employeeId}/availability`, { days: [{ date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), status: 'preferNot', shifts: ['night'], note: 'Kita' }] });
    return { query: { from, to: Temporal.PlainDate.from(from).add({ days: 6 }).toString(), qualification: QUALIFICATION } };
  },
  ...timesheetReadSamples,
  ...facilityPortalReadSamples,
  ...invoiceReadSamples,
  ...payrollReadSamples,
};

export async function assignmentOf({ make, facility }: SampleContext): Promise<Json> {
  const [person, order] = await Promise.all([make.employee(), make.order(facility.id)]);
  return make.assignment(order, person.id);
}

