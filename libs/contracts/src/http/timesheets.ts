/**
 * Timesheets (Leistungsnachweise, issue 26): per assignment and ISO week with duties, the planned
 * and the actual times of each duty, entered by the employee or the office, submitted, then
 * confirmed or disputed (docs/billing.md, "Timesheets").
 */
import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema, recordMeta, text } from './common';
import { findingSchema } from './assignments';
import { defineApi, fileAnswerSchema } from './operation';
import { idParams, isoDateSchema, uuidSchema } from './staffing-common';

export const timesheetStates = ['open', 'submitted', 'confirmed', 'disputed'] as const;
export const timesheetStateSchema = z.enum(timesheetStates);
export type TimesheetState = z.infer<typeof timesheetStateSchema>;

/** An ISO week, `2026-W43`. */
export const isoWeekSchema = z.string().regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, { message: 'must be an ISO week YYYY-Www' });
/** A wall-clock date and time in the planning time zone, `2026-10-24T21:00` (no offset: the zone is the planning zone). */
export const wallClockSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a date and time YYYY-MM-DDTHH:MM' });
export const TIMESHEET_COMMENT_MAX = 1000;
/** As for a duty's break: whole minutes, at most 240, and shorter than the time worked. */
export const actualBreakSchema = z.number().int().min(0).max(240);

const stamp = z.object({ at: z.string(), by: z.object({ userId: z.string().nullable(), name: z.string().nullable() }) }).nullable();

/** One duty of the week: the plan (from the duty) and what was worked. */
export const timesheetRowSchema = z
  .object({
    date: isoDateSchema,
    /** Several duties on one date (a split shift): their order. */
    position: z.number().int(),
    /** The duty's wall-clock times (`HH:MM`; an end at or before the start is the next day); null: the order has no times. */
    plannedStart: z.string().nullable(),
    plannedEnd: z.string().nullable(),
    plannedBreakMinutes: z.number().int().nullable(),
    /** What was worked; the planned times until someone enters others (`actualEntered`). Null: planned without times and nothing entered. */
    actualStart: wallClockSchema.nullable(),
    actualEnd: wallClockSchema.nullable(),
    actualBreakMinutes: z.number().int().nullable(),
    /** Whether actual times differing from the plan were entered. */
    actualEntered: z.boolean(),
    /** Elapsed start → end in the planning zone (Temporal, DST-correct) less the break; null without times. */
    netMinutes: z.number().int().nullable(),
    comment: z.string().nullable(),
    /** The facility's reason when it disputed this duty. */
    disputeComment: z.string().nullable(),
  })
  .meta({ id: 'TimesheetRow' });
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

/** What a list answers per timesheet (small: no rows, no findings). */
export const timesheetSummarySchema = z
  .object({
    ...recordMeta,
    assignmentId: z.string().uuid(),
    employeeId: z.string().uuid(),
    employeeName: z.string(),
    orderId: z.string().uuid(),
    facilityId: z.string().uuid(),
    facilityName: z.string().nullable(),
    week: isoWeekSchema,
    weekStart: isoDateSchema,
    weekEnd: isoDateSchema,
    state: timesheetStateSchema,
    /** 1, then one more per correction after confirmation; every revision is kept. */
    revision: z.number().int(),
    previousRevisionId: z.string().uuid().nullable(),
    /** Set on a confirmed revision that a correction replaced. */
    supersededById: z.string().uuid().nullable(),
    totalNetMinutes: z.number().int(),
    submitted: stamp,
    confirmed: stamp,
    disputed: stamp,
    /** The facility's overall reason of the last dispute. */
    disputeComment: z.string().nullable(),
  })
  .meta({ id: 'TimesheetSummary' });
export type TimesheetSummary = z.infer<typeof timesheetSummarySchema>;

/**
 * A finding about the actual times: an assignment check's finding (`AssignmentFinding`). Strict, so
 * that it documents alike as an answer and as the read-only field a PUT may send back.
 */
export const timesheetFindingSchema = z
  .strictObject({ ...findingSchema.shape, related: z.array(z.strictObject({ type: z.string(), id: z.string(), label: z.string().optional() })) })
  .meta({ id: 'TimesheetFinding' });

/** One timesheet with its rows and the working-time findings of its actual times. */
export const timesheetResponseSchema = timesheetSummarySchema
  .extend({ rows: z.array(timesheetRowSchema), findings: z.array(timesheetFindingSchema) })
  .meta({ id: 'TimesheetResponse' });
export type TimesheetResponse = z.infer<typeof timesheetResponseSchema>;

/**
 * One row of a PUT: the duty (`date`, `position`) and its actual times and comment. All three times
 * null: back to the plan. The row's read-only fields (plan, `actualEntered`, `netMinutes`,
 * `disputeComment`) may be sent as read and must then equal the stored ones.
 */
export const timesheetRowInputSchema = z.strictObject({
  date: isoDateSchema,
  position: z.number().int().min(0).max(99),
  actualStart: wallClockSchema.nullable(),
  actualEnd: wallClockSchema.nullable(),
  actualBreakMinutes: actualBreakSchema.nullable(),
  comment: text(TIMESHEET_COMMENT_MAX).nullable().optional(),
  plannedStart: z.string().nullable().optional().meta({ readOnly: true }),
  plannedEnd: z.string().nullable().optional().meta({ readOnly: true }),
  plannedBreakMinutes: z.number().int().nullable().optional().meta({ readOnly: true }),
  actualEntered: z.boolean().optional().meta({ readOnly: true }),
  netMinutes: z.number().int().nullable().optional().meta({ readOnly: true }),
  disputeComment: z.string().nullable().optional().meta({ readOnly: true }),
});
export type TimesheetRowInput = z.infer<typeof timesheetRowInputSchema>;

/** Sets the rows named (each a duty of the timesheet, once); the others stay as they are. */
export const updateTimesheetRequestSchema = z
  .strictObject({ rows: z.array(timesheetRowInputSchema).min(1).max(50) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.rows.forEach((row, index) => {
      const key = `${row.date}#${row.position}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'names a duty twice', path: ['rows', index, 'date'] });
      seen.add(key);
    });
  })
  .meta({ id: 'UpdateTimesheetRequest' });
export type UpdateTimesheetRequest = z.infer<typeof updateTimesheetRequestSchema>;

/** A dispute: an overall comment and/or a comment per duty — at least one. */
export const disputeTimesheetRequestSchema = z
  .strictObject({
    comment: text(TIMESHEET_COMMENT_MAX).nullable().optional(),
    rows: z.array(z.strictObject({ date: isoDateSchema, position: z.number().int().min(0).max(99), disputeComment: text(TIMESHEET_COMMENT_MAX) })).max(50).default([]),
  })
  .superRefine((body, ctx) => {
    if (!body.comment && body.rows.every((row) => !row.disputeComment)) ctx.addIssue({ code: 'custom', message: 'a dispute needs a comment or a comment on a duty', path: ['comment'] });
  })
  .meta({ id: 'DisputeTimesheetRequest' });
export type DisputeTimesheetRequest = z.infer<typeof disputeTimesheetRequestSchema>;

export const listTimesheetsQuerySchema = pagingQuerySchema.extend({
  /** Default: the current ISO week in the planning time zone. */
  week: isoWeekSchema.optional(),
  facilityId: uuidSchema.optional(),
  employeeId: uuidSchema.optional(),
  state: timesheetStateSchema.optional(),
});
export type ListTimesheetsQuery = z.infer<typeof listTimesheetsQuerySchema>;
export const myTimesheetsQuerySchema = pagingQuerySchema.extend({ week: isoWeekSchema.optional(), state: timesheetStateSchema.optional() });
export type MyTimesheetsQuery = z.infer<typeof myTimesheetsQuerySchema>;

const paged = pagedResponseSchema(timesheetSummarySchema).meta({ id: 'TimesheetSummaryPagedResponse' });
const tag = 'Timesheets';
/** A confirmed timesheet a live invoice bills is corrected after that invoice is cancelled or its draft deleted. */
const invoiced = {
  status: 409,
  codes: ['TIMESHEET_INVOICED'],
  description: 'An invoice bills this timesheet: cancel the invoice (or delete its draft) first',
  extensions: {
    invoiceId: z.string().uuid(),
    invoiceState: z.string().meta({ description: '`draft` or `issued`' }),
    invoiceNumber: z.string().nullable().meta({ description: 'null for a draft' }),
  },
};
const notEditable = { status: 409, codes: ['TIMESHEET_NOT_EDITABLE', 'TIMESHEET_TRANSITION_NOT_ALLOWED'], description: 'The timesheet’s state does not allow this (only open and disputed timesheets can be edited; confirmed is final)' } as const;
const badTimes = { status: 400, codes: ['VALIDATION_FAILED'], description: 'Actual times out of bounds (end not after start, more than 24 h, break not shorter than the time worked) or a row that is no duty of the timesheet' } as const;
/** A timesheet as a PDF (Leistungsnachweis): the duties, times, totals, state and its confirmation (who, when). */
const pdf = { contentType: 'application/pdf' } as const;
const office = (action: 'read' | 'update' | 'create') => ({ module: 'timesheets', action }) as const;

/** The office: every timesheet (not Own-capable: employees use `/api/me/timesheets`). */
export const timesheetsApi = defineApi({
  listTimesheets: { method: 'get', path: '/api/timesheets', summary: 'Timesheets of a week (default this week), by facility, employee and state', tag, permission: office('read'), query: listTimesheetsQuerySchema, response: paged },
  getTimesheet: { method: 'get', path: '/api/timesheets/{id}', summary: 'One timesheet with its duties and the working-time findings of its actual times', tag, permission: office('read'), params: idParams, response: timesheetResponseSchema, errors: [404] },
  getTimesheetPdf: { method: 'get', path: '/api/timesheets/{id}/pdf', summary: 'The timesheet as a PDF (Leistungsnachweis) with its confirmation', tag, permission: office('read'), params: idParams, file: pdf, response: fileAnswerSchema, errors: [404] },
  updateTimesheet: { method: 'put', path: '/api/timesheets/{id}', summary: 'Enter actual times and comments (open or disputed only; If-Match optional)', tag, permission: office('update'), params: idParams, body: updateTimesheetRequestSchema, response: timesheetResponseSchema, errors: [badTimes, 404, notEditable], ifMatch: true, mutates: true },
  submitTimesheet: { method: 'post', path: '/api/timesheets/{id}/submit', summary: 'Submit an open or disputed timesheet', tag, permission: office('update'), params: idParams, response: timesheetResponseSchema, errors: [404, notEditable], ifMatch: true, mutates: true },
  confirmTimesheet: { method: 'post', path: '/api/timesheets/{id}/confirm', summary: 'Confirm a submitted timesheet (final)', tag, permission: office('update'), params: idParams, response: timesheetResponseSchema, errors: [404, notEditable], ifMatch: true, mutates: true },
  disputeTimesheet: { method: 'post', path: '/api/timesheets/{id}/dispute', summary: 'Dispute a submitted timesheet, with a comment per duty', tag, permission: office('update'), params: idParams, body: disputeTimesheetRequestSchema, response: timesheetResponseSchema, errors: [badTimes, 404, notEditable], ifMatch: true, mutates: true },
  reviseTimesheet: { method: 'post', path: '/api/timesheets/{id}/revise', summary: 'Correct a confirmed timesheet: a new open revision; the confirmed one is kept', tag, permission: office('create'), params: idParams, response: timesheetResponseSchema, errors: [404, notEditable, invoiced], ifMatch: true, mutates: true },
});

const own = (action: 'read' | 'update') => ({ module: 'timesheets', action, own: true }) as const;

/** Self-service: the caller's linked employee's timesheets only, whatever the scope. */
export const myTimesheetsApi = defineApi({
  listMyTimesheets: { method: 'get', path: '/api/me/timesheets', summary: 'Your timesheets of a week (default this week)', tag: 'Self-service', permission: own('read'), query: myTimesheetsQuerySchema, response: paged },
  getMyTimesheet: { method: 'get', path: '/api/me/timesheets/{id}', summary: 'One of your timesheets with its duties and findings', tag: 'Self-service', permission: own('read'), params: idParams, response: timesheetResponseSchema, errors: [404] },
  getMyTimesheetPdf: { method: 'get', path: '/api/me/timesheets/{id}/pdf', summary: 'One of your timesheets as a PDF', tag: 'Self-service', permission: own('read'), params: idParams, file: pdf, response: fileAnswerSchema, errors: [404] },
  updateMyTimesheet: { method: 'put', path: '/api/me/timesheets/{id}', summary: 'Enter your actual times (open or disputed only)', tag: 'Self-service', permission: own('update'), params: idParams, body: updateTimesheetRequestSchema, response: timesheetResponseSchema, errors: [badTimes, 404, notEditable], ifMatch: true, mutates: true },
  submitMyTimesheet: { method: 'post', path: '/api/me/timesheets/{id}/submit', summary: 'Submit your timesheet', tag: 'Self-service', permission: own('update'), params: idParams, response: timesheetResponseSchema, errors: [404, notEditable], ifMatch: true, mutates: true },
});
