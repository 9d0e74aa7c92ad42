/** Duties of an assignment, the preview with duties and the acknowledgement of warnings (issue 13). */
import { z } from 'zod';
import { hoursPerDaySchema, isoDateSchema, optionalText, rangeIssue, refineRange, timeOfDaySchema, uuidSchema } from './staffing-common';

/**
 * One duty (Dienst) of an assignment: wall-clock times in the planning time zone; an end at or
 * before the start ends the next day. Net working time = duration − breakMinutes. Without
 * `breakMinutes` the duty plans the statutory minimum break for its length (ArbZG §4).
 */
export const dutySchema = z
  .strictObject({
    date: isoDateSchema,
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    breakMinutes: z.number().int().min(0).max(240).optional(),
  })
  .meta({ id: 'Duty' });
export type DutyBody = z.infer<typeof dutySchema>;

/** A stored duty; start/end/breakMinutes null = a day of an order without shift times. */
export const dutyResponseSchema = z
  .object({ date: isoDateSchema, start: z.string().nullable(), end: z.string().nullable(), breakMinutes: z.number().int().nullable() })
  .meta({ id: 'DutyResponse' });
export type DutyResponse = z.infer<typeof dutyResponseSchema>;

/** At most this many duties in one assignment. */
export const maxDutiesPerAssignment = 400;
const atMost = { message: `at most ${maxDutiesPerAssignment} duties per assignment` };
export const dutiesField = z.array(dutySchema).max(maxDutiesPerAssignment, atMost);

/**
 * A duty in an assignment's create or update body: a `Duty`, or one as the read answers it without
 * times (`start`, `end`, `breakMinutes` null: a day of an order without shift times), because a
 * client sends back the assignment it read. Duties without times count only as the duties as read
 * or as "no duties given" (docs/staffing.md, "Assignment duties").
 */
export const assignmentDutySchema = z
  .strictObject({
    date: isoDateSchema,
    start: timeOfDaySchema.nullable(),
    end: timeOfDaySchema.nullable(),
    /** Absent or null on a duty with times: the statutory minimum break for its length (ArbZG §4). */
    breakMinutes: z.number().int().min(0).max(240).nullable().optional(),
  })
  .meta({ id: 'AssignmentDuty' });
export type AssignmentDutyBody = z.infer<typeof assignmentDutySchema>;
export const assignmentDutiesField = z.array(assignmentDutySchema).max(maxDutiesPerAssignment, atMost);

/** Saving over Warnings: who acknowledged them is the caller; the reason is optional. Recorded in the event. */
export const acknowledgementSchema = z.strictObject({ reason: optionalText(1000) }).meta({ id: 'WarningAcknowledgement' });

/**
 * In the assignment's created/updated event when it was saved over Warnings: who saved it, their
 * optional reason, and exactly which findings they acknowledged — with the dates a finding is about
 * (`details.dates` of a finding grouped over several days, else its `details.date`), since its
 * message names many dates only compactly.
 */
export const acknowledgedWarningsSchema = z
  .object({
    by: z.object({ userId: z.string().nullable(), displayName: z.string().nullable() }),
    reason: z.string().nullable(),
    findings: z.array(z.object({ check: z.string(), code: z.string(), message: z.string(), dates: z.array(z.string()).optional() })),
  })
  .meta({ id: 'AcknowledgedWarnings' });
export type AcknowledgedWarnings = z.infer<typeof acknowledgedWarningsSchema>;

/** The preview with explicit duties (POST): the create/update body's fields plus `assignmentId` when editing. */
export const checkAssignmentRequestSchema = z
  .strictObject({
    employeeId: uuidSchema,
    orderId: uuidSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    assignmentId: uuidSchema.optional(),
    hoursPerDay: hoursPerDaySchema.nullable().optional(),
    duties: dutiesField.optional(),
  })
  .refine(refineRange, rangeIssue)
  .meta({ id: 'AssignmentCheckRequest' });
export type CheckAssignmentRequest = z.infer<typeof checkAssignmentRequestSchema>;
