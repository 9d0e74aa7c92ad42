import { z } from 'zod';
import { pagingQuerySchema } from './common';
import { defineApi } from './operation';
import { codeSchema, dateWindowIssue, isoDateSchema, refineDateWindow } from './staffing-common';
import { availabilityStatusSchema } from './availability';
import { shiftKindSchema } from '../shift-kinds';

/**
 * The Dienstplan: employees × days over a window of at most 31 days — each day's duties (facility
 * and times), absences and stated availability, and per week the planned hours against the
 * contractual weekly hours. The view where a dispatcher sees who is free (docs/staffing.md,
 * "Duty roster").
 */
export const DUTY_ROSTER_MAX_DAYS = 31;

export const dutyRosterQuerySchema = pagingQuerySchema
  .extend({
    /** First day; default: the Monday of `to`'s week, or of this week (planning time zone). */
    from: isoDateSchema.optional(),
    /** Last day (inclusive); default: six days after `from` — without either, this ISO week. */
    to: isoDateSchema.optional(),
    /** Employees holding this qualification (value-list code). */
    qualification: codeSchema.optional(),
    /** Employees whose postal code starts with these digits: `1` a postal zone, `10` a region (Leitregion), up to a whole code. */
    region: z.string().regex(/^\d{1,5}$/, { message: 'must be 1 to 5 digits: the start of a postal code' }).optional(),
  })
  .refine(refineDateWindow, dateWindowIssue);
export type DutyRosterQuery = z.infer<typeof dutyRosterQuerySchema>;

export const rosterDutySchema = z.object({
  assignmentId: z.string().uuid(),
  orderId: z.string().uuid(),
  facilityId: z.string().uuid(),
  /** From the facility directory; null while the directory does not know the facility. */
  facilityName: z.string().nullable(),
  /** Wall-clock `HH:MM` in the planning time zone; null for a day without shift times. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  breakMinutes: z.number().int().nullable(),
  /** Derived from `start` (early/late/night); null without times. */
  shift: shiftKindSchema.nullable(),
  /** Net hours: elapsed start → end less the break; without times, the assignment's hours per day. */
  hours: z.number(),
});

export const rosterDaySchema = z.object({
  date: isoDateSchema,
  /** False before the entry or after the exit date. */
  employed: z.boolean(),
  duties: z.array(rosterDutySchema),
  /** Absences covering the day: their id and type (value-list code). */
  absences: z.array(z.object({ id: z.string().uuid(), type: z.string() })),
  /** The employee's statement for the day; null when none (or when the caller may not read availability). */
  availability: z.object({ status: availabilityStatusSchema, shifts: z.array(shiftKindSchema), note: z.string().nullable() }).nullable(),
});

export const rosterWeekSchema = z.object({
  /** The ISO week's Monday; the week may begin before the window. */
  monday: isoDateSchema,
  /** The part of the week inside the window the hours are summed over. */
  from: isoDateSchema,
  to: isoDateSchema,
  plannedHours: z.number(),
  /** The employee's agreed weekly hours; null when none are agreed. */
  contractualHours: z.number().nullable(),
});

export const rosterRowSchema = z.object({
  employee: z.object({
    id: z.string().uuid(),
    /** "Müller, Anna". */
    name: z.string(),
    qualifications: z.array(z.string()),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  days: z.array(rosterDaySchema),
  weeks: z.array(rosterWeekSchema),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const dutyRosterResponseSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    /** False when the caller lacks `availability: read` (All): every day's `availability` is then null. */
    availabilityShown: z.boolean(),
    items: z.array(rosterRowSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'DutyRosterResponse' });
export type DutyRosterResponse = z.infer<typeof dutyRosterResponseSchema>;

/** Read with the planning board's permission (assignments: read), scope All only. */
export const dutyRosterApi = defineApi({
  getDutyRoster: {
    method: 'get',
    path: '/api/duty-roster',
    summary: 'The duty roster: active employees × days (duties, absences, availability, planned vs. contractual hours), paged over employees',
    tag: 'Duty roster',
    permission: { module: 'assignments', action: 'read' },
    query: dutyRosterQuerySchema,
    response: dutyRosterResponseSchema,
    errors: [{ status: 400, codes: ['VALIDATION_FAILED'], description: '`to` before `from`, a window over 31 days, or a bad filter' }],
  },
});
