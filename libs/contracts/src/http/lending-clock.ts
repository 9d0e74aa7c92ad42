import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';
import { idParams, isoDateSchema, uuidSchema } from './staffing-common';
import { dateRangeSchema, lendingPartySchema } from './lending-history';

/** Each employee's lending clock per client and the office's deadlines (docs/lending-law.md; parties: lending-history.ts). */

/** Month bounds of a client's own limits (AÜG §1 Abs. 1b S. 3, §8 Abs. 4 S. 2). */
export const LENDING_LIMIT_BOUNDS = {
  maxMonths: { min: 1, max: 120 },
  equalPayMonths: { min: 9, max: 15 },
} as const;

/** A period that counts, as recorded: an assignment's range or a history period. */
export const lendingPeriodSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    source: z.enum(['assignment', 'otherAgency', 'beforeThisSystem']),
    /** The assignment or history record. */
    recordId: z.string().uuid(),
  })
  .meta({ id: 'LendingPeriod' });

/**
 * One employee's lending clock at one client as of `asOf` (today in the planning time zone unless
 * asked otherwise): the lending in force then, planned periods included; a planned lending after an
 * interruption of more than three months starts afresh and is not counted into it
 * (docs/lending-law.md, "The clock API").
 */
export const lendingClockSchema = z
  .object({
    client: lendingPartySchema,
    /** The limits in force: the statute's or the client's own, with the client's note. */
    maxMonths: z.number().int(),
    maxMonthsNote: z.string().nullable(),
    equalPayMonths: z.number().int(),
    equalPayNote: z.string().nullable(),
    /** Every recorded period with this client, by start (history and assignments; not direct employment). */
    periods: z.array(lendingPeriodSchema),
    /** The merged lendings that count together since the last reset. */
    countingPeriods: z.array(dateRangeSchema),
    /** The interruptions between them (three months or less; not lent time). */
    interruptions: z.array(dateRangeSchema),
    /** The interruption of more than three months that last started the count afresh. */
    reset: dateRangeSchema.nullable(),
    /** Lent up to and including `asOf`, in BGB months and days. */
    lentAsOf: z.object({ months: z.number().int(), days: z.number().int() }),
    /** Lent over all counting periods, planned ones included. */
    lentPlanned: z.object({ months: z.number().int(), days: z.number().int() }),
    /** The last day of the last counting period. */
    lendingUntil: isoDateSchema,
    lastLawfulDay: isoDateSchema,
    /** True when the periods end before it: the date if lending went on without a break. */
    lastLawfulDayProjected: z.boolean(),
    equalPayFrom: isoDateSchema,
    equalPayFromProjected: z.boolean(),
    /** A new lending from this day on starts the count afresh. */
    freshCountFrom: isoDateSchema,
    /** Direct employment at the client within six months before the current lending (AÜG §8 Abs. 3). */
    revolvingDoor: z.object({ employment: dateRangeSchema, lendingStart: isoDateSchema }).nullable(),
  })
  .meta({ id: 'LendingClock' });
export type LendingClockResponse = z.infer<typeof lendingClockSchema>;

export const employeeLendingQuerySchema = z.object({ asOf: isoDateSchema.optional() });

export const employeeLendingResponseSchema = z
  .object({
    employeeId: z.string().uuid(),
    asOf: isoDateSchema,
    /** One clock per client the employee has lending periods with, nearest deadline first. */
    clients: z.array(lendingClockSchema),
  })
  .meta({ id: 'EmployeeLendingResponse' });
export type EmployeeLendingResponse = z.infer<typeof employeeLendingResponseSchema>;

export const LENDING_DEADLINES_MAX_WITHIN = 400;

export const lendingDeadlinesQuerySchema = pagingQuerySchema.extend({
  /** Days ahead of today (planning time zone): deadlines from today up to today + within. */
  within: z.coerce.number().int().min(0).max(LENDING_DEADLINES_MAX_WITHIN, { message: `must be at most ${LENDING_DEADLINES_MAX_WITHIN}` }).default(30),
  clientId: uuidSchema.optional(),
  employeeId: uuidSchema.optional(),
});
export type LendingDeadlinesQuery = z.infer<typeof lendingDeadlinesQuerySchema>;

/**
 * An employee × client pair whose lending continues (lent today or planned later) and whose equal-pay
 * date or last lawful day falls within the window (reached by the periods or projected), or has
 * passed. `deadline` is the nearest such date (docs/lending-law.md, "Deadlines for the office").
 */
export const lendingDeadlineSchema = z
  .object({
    employee: z.object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string() }),
    deadline: z.object({
      kind: z.enum(['equalPay', 'maxDuration']),
      date: isoDateSchema,
      /** Days from today to the date; negative once it has passed. */
      daysFromToday: z.number().int(),
      passed: z.boolean(),
      /** True when the periods end before the date: it falls there if the lending goes on without a break. */
      projected: z.boolean(),
    }),
    clock: lendingClockSchema,
  })
  .meta({ id: 'LendingDeadline' });
export type LendingDeadline = z.infer<typeof lendingDeadlineSchema>;

const tag = 'Lending (AÜG)';
const permission = (action: 'read') => ({ module: 'lending', action }) as const;

/** The lending clocks, per employee and as the office's deadline list. Not Own-capable. */
export const lendingClockApi = defineApi({
  getEmployeeLending: {
    method: 'get',
    path: '/api/employees/{id}/lending',
    summary: 'An employee’s lending clock at every client: months lent, equal-pay date, last lawful day, what counts',
    tag,
    permission: permission('read'),
    params: idParams,
    query: employeeLendingQuerySchema,
    response: employeeLendingResponseSchema,
    errors: [404],
  },
  listLendingDeadlines: {
    method: 'get',
    path: '/api/lending-deadlines',
    summary: 'Employee × client pairs whose equal-pay date or last lawful day falls within the next N days or has passed while lending continues, nearest first',
    tag,
    permission: permission('read'),
    query: lendingDeadlinesQuerySchema,
    response: pagedResponseSchema(lendingDeadlineSchema).meta({ id: 'LendingDeadlinePagedResponse' }),
  },
});
