import { z } from 'zod';
import { shiftKindSchema } from '../shift-kinds';
import { text } from './common';
import { affectedAssignmentsSchema } from './employees';
import { defineApi } from './operation';
import { dateWindowIssue, idParams, isoDateSchema, refineDateWindow } from './staffing-common';

/**
 * Employees' availability: per calendar day (planning time zone) ahead, `available`, `unavailable`
 * or `preferNot`, optionally with the shift kinds preferred and a note (docs/staffing.md,
 * "Employees' availability").
 */
export const availabilityStatuses = ['available', 'unavailable', 'preferNot'] as const;
export const availabilityStatusSchema = z.enum(availabilityStatuses);
export type AvailabilityStatus = z.infer<typeof availabilityStatusSchema>;

/** Days ahead of today (planning time zone) a statement may be about: today … today + 400. */
export const AVAILABILITY_DAYS_AHEAD = 400;
/** Days one request may set, and one read may cover: the whole window. */
export const AVAILABILITY_MAX_DAYS = AVAILABILITY_DAYS_AHEAD + 1;
export const AVAILABILITY_NOTE_MAX = 500;

const shiftsSchema = z
  .array(shiftKindSchema)
  .max(3)
  .refine((shifts) => new Set(shifts).size === shifts.length, { message: 'must not name a shift kind twice' });

/**
 * One day of a PUT: a status sets the day (shifts and note replace what it had), `status: null`
 * clears it (then neither shifts nor a note). Shift kinds are a preference of a day one is
 * available or prefers not to work on; an unavailable day has none.
 */
export const availabilityDayInputSchema = z
  .strictObject({
    date: isoDateSchema,
    status: availabilityStatusSchema.nullable(),
    shifts: shiftsSchema.optional(),
    note: text(AVAILABILITY_NOTE_MAX).nullable().optional(),
    /** Read-only, as a read answered them (a day sent back): must be the day's stamps now, else 412. */
    updatedAt: z.string().max(40).optional().meta({ readOnly: true }),
    updatedBy: z.strictObject({ userId: z.string().max(100).nullable(), name: z.string().max(300).nullable() }).optional().meta({ readOnly: true }),
  })
  .superRefine((day, ctx) => {
    if (day.status === null) {
      if (day.shifts !== undefined) ctx.addIssue({ code: 'custom', message: 'must be left out when status is null (the day is cleared)', path: ['shifts'] });
      if (day.note !== undefined && day.note !== null) ctx.addIssue({ code: 'custom', message: 'must be left out when status is null (the day is cleared)', path: ['note'] });
    } else if (day.status === 'unavailable' && (day.shifts?.length ?? 0) > 0) {
      ctx.addIssue({ code: 'custom', message: 'must be empty when the day is unavailable', path: ['shifts'] });
    }
  });
export type AvailabilityDayInput = z.infer<typeof availabilityDayInputSchema>;

/** Sets the dates given, leaves every other date as it is; a date twice → 400 naming the later one. */
export const setAvailabilityRequestSchema = z
  .strictObject({
    days: z.array(availabilityDayInputSchema).min(1, { message: 'must name at least one day' }).max(AVAILABILITY_MAX_DAYS),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.days.forEach((day, index) => {
      if (seen.has(day.date)) ctx.addIssue({ code: 'custom', message: 'appears more than once in days', path: ['days', index, 'date'] });
      seen.add(day.date);
    });
  })
  .meta({ id: 'SetAvailabilityRequest' });
export type SetAvailabilityRequest = z.infer<typeof setAvailabilityRequestSchema>;

/** Who stated a day last: the office or the employee (user id and display name at the time). */
export const statedBySchema = z.object({ userId: z.string().nullable(), name: z.string().nullable() }).meta({ id: 'StatedBy' });

export const availabilityDaySchema = z
  .object({
    date: isoDateSchema,
    status: availabilityStatusSchema,
    shifts: z.array(shiftKindSchema),
    note: z.string().nullable(),
    updatedAt: z.string(),
    updatedBy: statedBySchema,
  })
  .meta({ id: 'AvailabilityDay' });
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/**
 * The stated days of the window read (`from`–`to` of the query, inclusive), by date; a day without a
 * statement is not listed. The window is the caller's query, not part of the record: the answer
 * sent back as a PUT body sets exactly these days again.
 */
export const availabilityResponseSchema = z
  .object({
    /** null only for `/api/me/availability` of an account linked to no employee (then no days). */
    employeeId: z.string().uuid().nullable(),
    days: z.array(availabilityDaySchema),
  })
  .meta({ id: 'AvailabilityResponse' });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** Default: today to today + 400 (planning time zone); at most 401 days; past days can be read. */
export const availabilityQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine(refineDateWindow, dateWindowIssue);
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/**
 * The office's PUT also answers the employee's future assignments that now have findings on the days
 * just stated `unavailable` (re-checked as `GET /api/employees/{id}/conflicts` does): the duties the
 * office has to talk about. Self-service answers without them (findings name other people).
 */
export const setEmployeeAvailabilityResponseSchema = availabilityResponseSchema
  .extend({ affectedAssignments: affectedAssignmentsSchema })
  .meta({ id: 'SetEmployeeAvailabilityResponse' });
export type SetEmployeeAvailabilityResponse = z.infer<typeof setEmployeeAvailabilityResponseSchema>;

const tag = 'Availability';
const badDays = { status: 400, codes: ['VALIDATION_FAILED'], description: 'A day in the past, more than 400 days ahead, or a read spanning more than 401 days' } as const;

/** The office: any employee's availability. Not Own-capable (employees use `/api/me/availability`). */
export const availabilityApi = defineApi({
  getEmployeeAvailability: {
    method: 'get',
    path: '/api/employees/{id}/availability',
    summary: 'An employee’s stated availability from–to (default: today to today + 400 days)',
    tag,
    permission: { module: 'availability', action: 'read' },
    params: idParams,
    query: availabilityQuerySchema,
    response: availabilityResponseSchema,
    errors: [badDays, 404],
  },
  setEmployeeAvailability: {
    method: 'put',
    path: '/api/employees/{id}/availability',
    summary: 'Set (or with status null clear) an employee’s availability on the dates given; other dates stay',
    tag,
    permission: { module: 'availability', action: 'update' },
    params: idParams,
    body: setAvailabilityRequestSchema,
    response: setEmployeeAvailabilityResponseSchema,
    errors: [badDays, 404],
    mutates: true,
  },
});

const own = (action: 'read' | 'update') => ({ module: 'availability', action, own: true }) as const;

/** Self-service: always the caller's linked employee (token claim `emp`), whatever the scope. */
export const myAvailabilityApi = defineApi({
  getMyAvailability: {
    method: 'get',
    path: '/api/me/availability',
    summary: 'Your stated availability from–to (default: today to today + 400 days)',
    tag: 'Self-service',
    permission: own('read'),
    query: availabilityQuerySchema,
    response: availabilityResponseSchema,
    errors: [badDays],
  },
  setMyAvailability: {
    method: 'put',
    path: '/api/me/availability',
    summary: 'Set (or with status null clear) your availability on the dates given (403 NO_LINKED_EMPLOYEE without a linked employee)',
    tag: 'Self-service',
    permission: own('update'),
    body: setAvailabilityRequestSchema,
    response: availabilityResponseSchema,
    errors: [badDays, { status: 403, codes: ['NO_LINKED_EMPLOYEE'], description: 'The caller’s roles do not grant this operation, or the account is linked to no employee' }],
    mutates: true,
  },
});
