import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';
import { affectedAssignmentsSchema } from './employees';
import { assignmentIdsExtension, codeSchema, dateWindowIssue, dateWindowQuery, hoursPerDaySchema, idParams, isoDateSchema } from './staffing-common';
import { optionalText, rangeIssue, recordMeta, refineDateWindow, refineRange, timeOfDaySchema, uuidSchema } from './staffing-common';

/**
 * One shift (Dienst) of a pattern: wall-clock times in the planning time zone; an end ≤ start ends the
 * next day. Without `breakMinutes` (or with `breakAssumed: true`, as an answer round-trips) the order
 * plans the statutory minimum break for the shift's length (ArbZG §4) and answers `breakAssumed: true`.
 */
export const shiftSchema = z
  .strictObject({
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    breakMinutes: z.number().int().min(0).max(240).optional(),
    /** true: plan the statutory break (breakMinutes is then ignored); false or absent: breakMinutes as stated. */
    breakAssumed: z.boolean().optional(),
  })
  .refine((s) => s.start !== s.end, { message: 'must differ from start', path: ['end'] })
  .meta({ id: 'Shift' });
export type ShiftBody = z.infer<typeof shiftSchema>;

export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

/**
 * An order's shift pattern: per weekday a shift or null (off; a missing weekday is off), and per
 * date an exception (another shift, or null = off that day). Dates of exceptions lie in the order.
 */
export const shiftPatternSchema = z
  .strictObject({
    weekdays: z.strictObject(Object.fromEntries(weekdayKeys.map((k) => [k, shiftSchema.nullable().optional()])) as Record<WeekdayKey, z.ZodOptional<z.ZodNullable<typeof shiftSchema>>>),
    exceptions: z
      .record(isoDateSchema, shiftSchema.nullable())
      .refine((r) => Object.keys(r).length <= 400, { message: 'at most 400 exceptions' })
      .optional(),
  })
  .meta({ id: 'ShiftPattern' });
export type ShiftPatternBody = z.infer<typeof shiftPatternSchema>;

/** A stored shift: `breakAssumed` says the break is the statutory minimum the order assumed, not one that was stated. */
const storedShiftSchema = z.object({ start: z.string(), end: z.string(), breakMinutes: z.number().int(), breakAssumed: z.boolean() });

/** The stored and answered pattern: every weekday present (null = off), exceptions always an object. */
export const shiftPatternResponseSchema = z
  .object({
    weekdays: z.object(Object.fromEntries(weekdayKeys.map((k) => [k, storedShiftSchema.nullable()])) as Record<WeekdayKey, z.ZodNullable<typeof storedShiftSchema>>),
    exceptions: z.record(z.string(), storedShiftSchema.nullable()),
  })
  .meta({ id: 'ShiftPatternResponse' });
export type ShiftPatternResponse = z.infer<typeof shiftPatternResponseSchema>;

export const orderStatuses = ['Open', 'Filled', 'Cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * A facility's request for `headcount` employees of a qualification over an inclusive date range.
 * Working time is given as shift times (`shiftStart`/`shiftEnd`, an end ≤ start ends the next day),
 * as `hoursPerDay`, or both; with shift times only, hoursPerDay is the shift's length.
 * `status`: `Cancelled` cancels the order; `Open` and `Filled` both mean "not cancelled" — whether it
 * is filled is derived from its assignments (see docs/staffing.md).
 */
const orderBody = z
  .strictObject({
    facilityId: uuidSchema,
    requiredQualification: codeSchema.nullable().optional(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    shiftStart: timeOfDaySchema.nullable().optional(),
    shiftEnd: timeOfDaySchema.nullable().optional(),
    /** Per weekday a shift or off, with per-date exceptions; absent → shiftStart/shiftEnd every day. */
    shiftPattern: shiftPatternSchema.nullable().optional(),
    hoursPerDay: hoursPerDaySchema.nullable().optional(),
    headcount: z.number().int().min(1).max(1000).optional(),
    status: orderStatusSchema.optional(),
    notes: optionalText(4000),
  })
  .refine(refineRange, rangeIssue)
  .refine((b) => (b.shiftStart == null) === (b.shiftEnd == null), {
    message: 'shiftStart and shiftEnd go together',
    path: ['shiftEnd'],
  })
  .refine((b) => b.hoursPerDay != null || b.shiftStart != null || b.shiftPattern != null, {
    message: 'is required unless shiftStart and shiftEnd (or a shiftPattern) are given',
    path: ['hoursPerDay'],
  })
  .superRefine((b, ctx) => {
    for (const date of Object.keys(b.shiftPattern?.exceptions ?? {})) {
      if (date < b.startDate || date > b.endDate) {
        ctx.addIssue({ code: 'custom', message: `must lie within ${b.startDate} … ${b.endDate}`, path: ['shiftPattern', 'exceptions', date] });
      }
    }
    if (b.shiftPattern && b.hoursPerDay == null && !Object.values(b.shiftPattern.weekdays).some(Boolean)) {
      ctx.addIssue({ code: 'custom', message: 'is required when the pattern has no working weekday', path: ['hoursPerDay'] });
    }
  });

export const createOrderRequestSchema = orderBody.meta({ id: 'CreateOrderRequest' });
export const updateOrderRequestSchema = orderBody.meta({ id: 'UpdateOrderRequest' });
export type OrderRequest = z.infer<typeof orderBody>;

export const orderResponseSchema = z
  .object({
    ...recordMeta,
    facilityId: z.string().uuid(),
    /** From staffing's facility directory (null if the facility is no longer known). */
    facilityName: z.string().nullable(),
    requiredQualification: z.string().nullable(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    shiftStart: z.string().nullable(),
    shiftEnd: z.string().nullable(),
    /** The pattern duties are generated from; an order with only shift times: that shift every day; null: no times. */
    shiftPattern: shiftPatternResponseSchema.nullable(),
    hoursPerDay: z.number(),
    headcount: z.number().int(),
    status: orderStatusSchema,
    notes: z.string().nullable(),
  })
  .meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** Update answer; a changed shift pattern adds the re-checked assignments whose future duties followed it (docs/staffing.md). */
export const updateOrderResponseSchema = orderResponseSchema.extend({ affectedAssignments: affectedAssignmentsSchema.optional() }).meta({ id: 'UpdateOrderResponse' });
export type UpdateOrderResponse = z.infer<typeof updateOrderResponseSchema>;

export const listOrdersQuerySchema = pagingQuerySchema
  .extend({
    /** Free text over the facility name and the notes. */
    search: z.string().trim().max(200).optional(),
    facilityId: uuidSchema.optional(),
    status: orderStatusSchema.optional(),
    requiredQualification: codeSchema.optional(),
    ...dateWindowQuery,
  })
  .refine(refineDateWindow, dateWindowIssue);
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

const tag = 'Orders';

export const ordersApi = defineApi({
  listOrders: {
    method: 'get',
    path: '/api/orders',
    summary: 'List orders by start date (filters: facility, status, qualification, date window)',
    tag,
    permission: { module: 'orders', action: 'read' },
    query: listOrdersQuerySchema,
    response: pagedResponseSchema(orderResponseSchema).meta({ id: 'OrderResponsePagedResponse' }),
  },
  getOrder: {
    method: 'get',
    path: '/api/orders/{id}',
    summary: 'Get one order',
    tag,
    permission: { module: 'orders', action: 'read' },
    params: idParams,
    response: orderResponseSchema,
    errors: [404],
  },
  createOrder: {
    method: 'post',
    path: '/api/orders',
    summary: 'Create an order for a facility of the facility directory',
    tag,
    permission: { module: 'orders', action: 'create' },
    body: createOrderRequestSchema,
    response: orderResponseSchema,
    errors: [{ status: 404, codes: ['FACILITY_NOT_FOUND'], description: 'The facility is not in the facility directory (`errors.facilityId`)' }],
    mutates: true,
  },
  updateOrder: {
    method: 'put',
    path: '/api/orders/{id}',
    summary: 'Replace an order’s fields (If-Match optional); refused when it would strand assignments',
    tag,
    permission: { module: 'orders', action: 'update' },
    params: idParams,
    body: updateOrderRequestSchema,
    response: updateOrderResponseSchema,
    errors: [
      { status: 404, codes: ['NOT_FOUND', 'FACILITY_NOT_FOUND'], description: 'The order, or the facility it names, does not exist' },
      {
        status: 409,
        codes: ['ORDER_HAS_ASSIGNMENTS', 'ASSIGNMENTS_OUTSIDE_ORDER', 'HEADCOUNT_BELOW_ASSIGNED'],
        extensions: assignmentIdsExtension,
        description: 'The order still has assignments: cancelling it, moving its range away from some, or lowering its headcount below those on a day',
      },
    ],
    ifMatch: true,
    mutates: true,
  },
  deleteOrder: {
    method: 'delete',
    path: '/api/orders/{id}',
    summary: 'Move an order to the trash (refused while it has assignments)',
    tag,
    permission: { module: 'orders', action: 'delete' },
    params: idParams,
    status: 204,
    response: null,
    errors: [404, { status: 409, codes: ['ORDER_HAS_ASSIGNMENTS'], extensions: assignmentIdsExtension }],
    ifMatch: true,
    mutates: true,
  },
});
