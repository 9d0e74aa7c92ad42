/**
 * Timesheets for the system tests: a timesheet exists for a week that has begun, so each sample
 * makes an order and an assignment in a past week of its own (an employee's samples never overlap)
 * and reads the week, which makes it.
 */
import { Temporal } from 'temporal-polyfill';
import { ifMatch, type SampleBuilder, type SampleContext } from './audit-sample';
import type { Json } from './office';

const timesheet = (id: string) => ({ type: 'timesheet', id });
const pad = (n: number) => String(n).padStart(2, '0');

/** The timesheet of a fresh Mon–Fri 06:00–14:00 assignment `weeksAgo` weeks back (the self-service employee's, or a fresh employee's). */
export async function pastTimesheet(ctx: SampleContext, weeksAgo: number, employeeId?: string): Promise<Json> {
  const today = Temporal.Now.plainDateISO('Europe/Berlin');
  const monday = today.subtract({ days: today.dayOfWeek - 1, weeks: weeksAgo });
  const order = await ctx.make.order(ctx.facility.id, { startDate: monday.toString(), endDate: monday.add({ days: 4 }).toString(), shiftStart: '06:00', shiftEnd: '14:00', hoursPerDay: null });
  const person = employeeId ?? (await ctx.make.employee()).id;
  const assignment = await ctx.make.assignment(order, person);
  const week = `${monday.yearOfWeek}-W${pad(monday.weekOfYear ?? 0)}`;
  const list = await ctx.admin.get(`/api/timesheets?week=${week}&employeeId=${person}`);
  const item = list.items.find((t: Json) => t.assignmentId === assignment.id);
  return ctx.admin.get(`/api/timesheets/${item.id}`);
}

/** A row of a PUT: the first duty worked half an hour longer. */
const longer = (sheet: Json) => {
  const row = sheet.rows[0];
  return { date: row.date, position: row.position, actualStart: row.actualStart, actualEnd: `${row.date}T14:30`, actualBreakMinutes: 30, comment: 'Übergabe' };
};

const asSelf = ({ selfService }: SampleContext) => ({ caller: selfService.caller, userId: selfService.userId, displayName: selfService.displayName });
const step = (ctx: SampleContext, sheet: Json, name: string, body?: unknown) => ctx.admin.post(`/api/timesheets/${sheet.id}/${name}`, body);

export const timesheetSamples: Record<string, SampleBuilder> = {
  updateTimesheet: async (ctx) => {
    const sheet = await pastTimesheet(ctx, 2);
    return { params: { id: sheet.id }, headers: ifMatch(sheet), body: { rows: [longer(sheet)] }, entity: timesheet(sheet.id), action: 'updated', changed: ['rows'] };
  },
  submitTimesheet: async (ctx) => {
    const sheet = await pastTimesheet(ctx, 2);
    return { params: { id: sheet.id }, entity: timesheet(sheet.id), action: 'updated', changed: ['state', 'submitted'] };
  },
  confirmTimesheet: async (ctx) => {
    const sheet = await pastTimesheet(ctx, 2);
    await step(ctx, sheet, 'submit');
    return { params: { id: sheet.id }, entity: timesheet(sheet.id), action: 'updated', changed: ['state', 'confirmed'] };
  },
  disputeTimesheet: async (ctx) => {
    const sheet = await pastTimesheet(ctx, 2);
    await step(ctx, sheet, 'submit');
    const row = sheet.rows[0];
    return { params: { id: sheet.id }, body: { comment: 'Bitte prüfen', rows: [{ date: row.date, position: row.position, disputeComment: 'Ende 13:30' }] }, entity: timesheet(sheet.id), action: 'updated', changed: ['state', 'disputed', 'disputeComment'] };
  },
  reviseTimesheet: async (ctx) => {
    const sheet = await pastTimesheet(ctx, 2);
    await step(ctx, sheet, 'submit');
    await step(ctx, sheet, 'confirm');
    return { params: { id: sheet.id }, entity: timesheet(sheet.id), action: 'updated', changed: ['supersededById'] };
  },
  updateMyTimesheet: async (ctx) => {
    const sheet = await pastTimesheet(ctx, 3, ctx.selfService.employeeId);
    return { as: asSelf(ctx), params: { id: sheet.id }, body: { rows: [longer(sheet)] }, entity: timesheet(sheet.id), action: 'updated', changed: ['rows'] };
  },
  submitMyTimesheet: async (ctx) => {
    const sheet = await pastTimesheet(ctx, 4, ctx.selfService.employeeId);
    return { as: asSelf(ctx), params: { id: sheet.id }, entity: timesheet(sheet.id), action: 'updated', changed: ['state', 'submitted'] };
  },
};

/** The reads by id (lists need no input: this week). */
export const timesheetReadSamples = {
  getTimesheet: async (ctx: SampleContext) => ({ params: { id: (await pastTimesheet(ctx, 5)).id } }),
  getMyTimesheet: async (ctx: SampleContext) => ({ params: { id: (await pastTimesheet(ctx, 6, ctx.selfService.employeeId)).id }, as: ctx.selfService.caller }),
  listMyTimesheets: async (ctx: SampleContext) => ({ as: ctx.selfService.caller }),
  getTimesheetPdf: async (ctx: SampleContext) => ({ params: { id: (await pastTimesheet(ctx, 7)).id } }),
  getMyTimesheetPdf: async (ctx: SampleContext) => ({ params: { id: (await pastTimesheet(ctx, 8, ctx.selfService.employeeId)).id }, as: ctx.selfService.caller }),
};
