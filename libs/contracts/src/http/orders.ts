import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';
import {
  codeSchema,
  dateWindowIssue,
  dateWindowQuery,
  hoursPerDaySchema,
  idParams,
  isoDateSchema,
  optionalText,
  rangeIssue,
  recordMeta,
  refineDateWindow,
  refineRange,
  timeOfDaySchema,
  uuidSchema,
} from './staffing-common';

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
  .refine((b) => b.hoursPerDay != null || b.shiftStart != null, {
    message: 'is required unless shiftStart and shiftEnd are given',
    path: ['hoursPerDay'],
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
    startDate: z.string(),
    endDate: z.string(),
    shiftStart: z.string().nullable(),
    shiftEnd: z.string().nullable(),
    hoursPerDay: z.number(),
    headcount: z.number().int(),
    status: orderStatusSchema,
    notes: z.string().nullable(),
  })
  .meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

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
    errors: [404, 413, 415],
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
    response: orderResponseSchema,
    errors: [404, 409, 412, 413, 415],
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
    errors: [404, 409, 412],
    ifMatch: true,
    mutates: true,
  },
});
