import { Temporal } from 'temporal-polyfill';
import { ifMatch, type SampleBuilder, type SampleContext } from './audit-sample';
import { uniqueCode, type Json } from './office';
import { lendingHistorySamples } from './audit-samples-lending';

const entityOf = (type: string) => (id: string) => ({ type, id });
const employee = entityOf('employee');
const absence = entityOf('absence');
const order = entityOf('order');
const assignment = entityOf('assignment');
const distance = entityOf('distance');
const availability = entityOf('availability');
const preference = entityOf('employeeFacilityPreference');
/** A day inside the availability window (today to today + 400 in the planning time zone, Europe/Berlin here). */
const daysAhead = (days: number) => Temporal.Now.plainDateISO('Europe/Berlin').add({ days }).toString();
const entry = (code: string) => ({ type: 'valueListEntry', id: `qualifications:${code}` });
const fromResponse = (type: string) => (res: Json) => ({ type, id: res.id });

/** An assignment of a fresh qualified employee on a fresh order of the shared (contracted) facility. */
async function assignmentOf({ make, facility }: SampleContext) {
  const [person, o] = await Promise.all([make.employee(), make.order(facility.id)]);
  return { person, order: o, assignment: await make.assignment(o, person.id) };
}

/** A record moved to the trash through its DELETE route. */
async function trashed(ctx: SampleContext, path: string, record: Json) {
  await ctx.admin.delete(`${path}/${record.id}`);
  return record;
}

/** A self-service sample: sent by the linked user, audited with them as actor. */
const asSelf = ({ selfService }: SampleContext) => ({ caller: selfService.caller, userId: selfService.userId, displayName: selfService.displayName });

export const staffingSamples: Record<string, SampleBuilder> = {
  ...lendingHistorySamples,
  createEmployee: async () => ({
    body: { firstName: 'Berta', lastName: 'Neu', entryDate: '2024-01-01', qualifications: ['pflegehelfer'] },
    entity: fromResponse('employee'),
    action: 'created',
  }),
  updateEmployee: async ({ make }) => {
    const e = await make.employee();
    return { params: { id: e.id }, headers: ifMatch(e), body: { firstName: e.firstName, lastName: 'Schmidt', entryDate: e.entryDate, qualifications: e.qualifications }, entity: employee(e.id), action: 'updated', changed: ['lastName'] };
  },
  deleteEmployee: async ({ make }) => {
    const e = await make.employee();
    return { params: { id: e.id }, entity: employee(e.id), action: 'deleted' };
  },
  createAbsence: async ({ make }) => {
    const e = await make.employee();
    return { body: { employeeId: e.id, type: 'training', startDate: '2032-02-02', endDate: '2032-02-03' }, entity: fromResponse('absence'), action: 'created' };
  },
  updateAbsence: async ({ make }) => {
    const a = await make.absence((await make.employee()).id);
    return { params: { id: a.id }, headers: ifMatch(a), body: { employeeId: a.employeeId, type: 'sickness', startDate: a.startDate, endDate: a.endDate }, entity: absence(a.id), action: 'updated' };
  },
  deleteAbsence: async ({ make }) => {
    const a = await make.absence((await make.employee()).id);
    return { params: { id: a.id }, entity: absence(a.id), action: 'deleted' };
  },
  createOrder: async ({ facility }) => ({
    body: { facilityId: facility.id, startDate: '2032-03-01', endDate: '2032-03-05', shiftStart: '06:00', shiftEnd: '14:00' },
    entity: fromResponse('order'),
    action: 'created',
  }),
  updateOrder: async ({ make, facility }) => {
    const o = await make.order(facility.id);
    return { params: { id: o.id }, headers: ifMatch(o), body: { facilityId: o.facilityId, startDate: o.startDate, endDate: o.endDate, hoursPerDay: 6 }, entity: order(o.id), action: 'updated' };
  },
  deleteOrder: async ({ make, facility }) => {
    const o = await make.order(facility.id);
    return { params: { id: o.id }, entity: order(o.id), action: 'deleted' };
  },
  createAssignment: async ({ make, facility }) => {
    const [person, o] = await Promise.all([make.employee(), make.order(facility.id)]);
    return { body: { orderId: o.id, employeeId: person.id, startDate: o.startDate, endDate: o.endDate }, entity: fromResponse('assignment'), action: 'created' };
  },
  assignSeveral: async ({ make, facility }) => {
    const [person, o] = await Promise.all([make.employee(), make.order(facility.id)]);
    return {
      params: { id: o.id },
      body: { employeeIds: [person.id], startDate: o.startDate, endDate: o.endDate },
      entity: (res: Json) => assignment(res.results[0].assignment.id),
      action: 'created',
    };
  },
  updateAssignment: async (ctx) => {
    const { assignment: a } = await assignmentOf(ctx);
    return { params: { id: a.id }, headers: ifMatch(a), body: { orderId: a.orderId, employeeId: a.employeeId, startDate: a.startDate, endDate: a.endDate, note: 'Frühdienst' }, entity: assignment(a.id), action: 'updated', changed: ['note'] };
  },
  deleteAssignment: async (ctx) => {
    const { assignment: a } = await assignmentOf(ctx);
    return { params: { id: a.id }, entity: assignment(a.id), action: 'deleted' };
  },
  updateAssignmentValidationSettings: async ({ admin }) => {
    const { version: _version, updatedAt: _updatedAt, ...severities } = await admin.get('/api/settings/assignment-validation');
    return { body: severities, entity: { type: 'assignmentValidationSettings', id: 'assignment-validation' }, action: 'updated' };
  },
  restoreEmployee: async (ctx) => {
    const e = await trashed(ctx, '/api/employees', await ctx.make.employee());
    return { params: { id: e.id }, entity: employee(e.id), action: 'restored' };
  },
  purgeEmployee: async (ctx) => {
    const e = await trashed(ctx, '/api/employees', await ctx.make.employee());
    return { params: { id: e.id }, entity: employee(e.id), action: 'purged' };
  },
  restoreAbsence: async (ctx) => {
    const a = await trashed(ctx, '/api/absences', await ctx.make.absence((await ctx.make.employee()).id));
    return { params: { id: a.id }, entity: absence(a.id), action: 'restored' };
  },
  purgeAbsence: async (ctx) => {
    const a = await trashed(ctx, '/api/absences', await ctx.make.absence((await ctx.make.employee()).id));
    return { params: { id: a.id }, entity: absence(a.id), action: 'purged' };
  },
  restoreOrder: async (ctx) => {
    const o = await trashed(ctx, '/api/orders', await ctx.make.order(ctx.facility.id));
    return { params: { id: o.id }, entity: order(o.id), action: 'restored' };
  },
  purgeOrder: async (ctx) => {
    const o = await trashed(ctx, '/api/orders', await ctx.make.order(ctx.facility.id));
    return { params: { id: o.id }, entity: order(o.id), action: 'purged' };
  },
  restoreAssignment: async (ctx) => {
    const a = await trashed(ctx, '/api/assignments', (await assignmentOf(ctx)).assignment);
    return { params: { id: a.id }, entity: assignment(a.id), action: 'restored' };
  },
  purgeAssignment: async (ctx) => {
    const a = await trashed(ctx, '/api/assignments', (await assignmentOf(ctx)).assignment);
    return { params: { id: a.id }, entity: assignment(a.id), action: 'purged' };
  },
  createValueListEntry: async () => {
    const code = uniqueCode('wundexperte');
    return { params: { key: 'qualifications' }, body: { code, label: 'Wundexperte', rank: 3 }, entity: entry(code), action: 'entryCreated' };
  },
  updateValueListEntry: async ({ make }) => {
    const e = await make.valueListEntry();
    return { params: { key: 'qualifications', code: e.code }, headers: ifMatch(e), body: { label: 'Umbenannt', active: false, sortOrder: e.sortOrder, rank: 2 }, entity: entry(e.code), action: 'entryUpdated', changed: ['label', 'active', 'rank'] };
  },
  deleteValueListEntry: async ({ make }) => {
    const e = await make.valueListEntry();
    return { params: { key: 'qualifications', code: e.code }, entity: entry(e.code), action: 'entryDeleted' };
  },
  createDistance: async ({ make, facility }) => {
    const e = await make.employee();
    return { body: { employeeId: e.id, facilityId: facility.id, km: 7.5 }, entity: fromResponse('distance'), action: 'created' };
  },
  updateDistance: async ({ make, facility }) => {
    const d = await make.distance((await make.employee()).id, facility.id);
    return { params: { id: d.id }, headers: ifMatch(d), body: { km: 30.1 }, entity: distance(d.id), action: 'updated', changed: ['km'] };
  },
  deleteDistance: async ({ make, facility }) => {
    const d = await make.distance((await make.employee()).id, facility.id);
    return { params: { id: d.id }, entity: distance(d.id), action: 'deleted' };
  },
  createMyDistance: async (ctx) => {
    const f = await ctx.make.facility();
    return { as: asSelf(ctx), body: { facilityId: f.id, km: 4.2 }, entity: fromResponse('distance'), action: 'created' };
  },
  updateMyDistance: async (ctx) => {
    const f = await ctx.make.facility();
    const d = await ctx.selfService.caller.post('/api/me/distances', { facilityId: f.id, km: 3 });
    return { as: asSelf(ctx), params: { id: d.id }, headers: ifMatch(d), body: { km: 3.5 }, entity: distance(d.id), action: 'updated' };
  },
  deleteMyDistance: async (ctx) => {
    const f = await ctx.make.facility();
    const d = await ctx.selfService.caller.post('/api/me/distances', { facilityId: f.id, km: 6 });
    return { as: asSelf(ctx), params: { id: d.id }, entity: distance(d.id), action: 'deleted' };
  },
  setEmployeeAvailability: async ({ make }) => {
    const e = await make.employee();
    const date = daysAhead(30);
    return { params: { id: e.id }, body: { days: [{ date, status: 'unavailable', note: 'Umzug' }] }, entity: availability(e.id), action: 'updated', changed: [date] };
  },
  setMyAvailability: async (ctx) => {
    const date = daysAhead(31);
    return { as: asSelf(ctx), body: { days: [{ date, status: 'available', shifts: ['early'] }] }, entity: availability(ctx.selfService.employeeId), action: 'updated', changed: [date] };
  },
  createEmployeeFacilityPreference: async ({ make, facility }) => {
    const e = await make.employee();
    return { body: { employeeId: e.id, facilityId: facility.id, preference: 'blocked', reason: 'Beschwerde der Einrichtung' }, entity: fromResponse('employeeFacilityPreference'), action: 'created', changed: ['preference', 'reason'] };
  },
  deleteEmployeeFacilityPreference: async ({ make, facility, admin }) => {
    const e = await make.employee();
    const p = await admin.post('/api/employee-facility-preferences', { employeeId: e.id, facilityId: facility.id, preference: 'preferred' });
    return { params: { id: p.id }, entity: preference(p.id), action: 'deleted' };
  },
};
