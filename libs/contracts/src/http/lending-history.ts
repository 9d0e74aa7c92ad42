import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema, text } from './common';
import { defineApi } from './operation';
import { dateWindowIssue, idParams, isoDateSchema, recordMeta, uuidSchema } from './staffing-common';

/**
 * Lending law (AÜG, docs/lending-law.md): the periods an employee was lent to a client before this
 * system or by another agency (recorded by hand). The clocks and deadlines: lending-clock.ts.
 *
 * A **client** here is the counting party: a client (Entleiher) of `/api/clients`, or a facility
 * that belongs to no client (it counts as its own client). `clientId` is that party's id.
 */

/**
 * Where a history period comes from: lent by another agency, lent by this agency before this system,
 * or directly employed by the client (not lending: it feeds the revolving door, AÜG §8 Abs. 3).
 */
export const lendingHistorySources = ['otherAgency', 'beforeThisSystem', 'employedByClient'] as const;
export const lendingHistorySourceSchema = z.enum(lendingHistorySources);
export type LendingHistorySource = z.infer<typeof lendingHistorySourceSchema>;

export const LENDING_HISTORY_NOTE_MAX = 1000;

/** The counting party: a client, or a facility without a client (`kind: 'facility'`). */
export const lendingPartySchema = z
  .object({
    id: z.string().uuid(),
    /** null while the replica does not know the party. */
    name: z.string().nullable(),
    kind: z.enum(['client', 'facility']),
  })
  .meta({ id: 'LendingParty' });
export type LendingParty = z.infer<typeof lendingPartySchema>;

export const dateRangeSchema = z.object({ from: isoDateSchema, to: isoDateSchema }).meta({ id: 'DateRange' });

/**
 * A history period: inclusive dates, ending today (planning time zone) at the latest: it is history.
 * PUT replaces all fields; `note` left out resets it to null.
 */
export const lendingHistoryRequestSchema = z
  .strictObject({
    clientId: uuidSchema,
    from: isoDateSchema,
    to: isoDateSchema,
    source: lendingHistorySourceSchema,
    note: text(LENDING_HISTORY_NOTE_MAX).nullable().optional(),
  })
  .refine((b) => b.from <= b.to, dateWindowIssue);
export type LendingHistoryRequest = z.infer<typeof lendingHistoryRequestSchema>;
export const createLendingHistoryRequestSchema = lendingHistoryRequestSchema.meta({ id: 'CreateLendingHistoryRequest' });
export const updateLendingHistoryRequestSchema = lendingHistoryRequestSchema.meta({ id: 'UpdateLendingHistoryRequest' });

export const lendingHistoryResponseSchema = z
  .object({
    ...recordMeta,
    employeeId: z.string().uuid(),
    /** The counting party's id, as the request names it (so the record as read can be sent back). */
    clientId: z.string().uuid(),
    client: lendingPartySchema,
    from: isoDateSchema,
    to: isoDateSchema,
    source: lendingHistorySourceSchema,
    note: z.string().nullable(),
  })
  .meta({ id: 'LendingHistoryResponse' });
export type LendingHistoryResponse = z.infer<typeof lendingHistoryResponseSchema>;

export const lendingHistoryParams = z.object({ id: uuidSchema, periodId: uuidSchema });

const tag = 'Lending (AÜG)';
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ module: 'lending', action }) as const;
const employeeUnknown = { status: 404, codes: ['EMPLOYEE_NOT_FOUND'], description: 'The employee does not exist or is in the trash' } as const;
const periodUnknown = { status: 404, codes: ['EMPLOYEE_NOT_FOUND', 'NOT_FOUND'], description: 'The employee (or the period of that employee) does not exist' } as const;
const clientUnknown = { status: 404, codes: ['EMPLOYEE_NOT_FOUND', 'CLIENT_NOT_FOUND'], description: 'The employee or client does not exist' } as const;
const clientOrPeriodUnknown = { status: 404, codes: ['EMPLOYEE_NOT_FOUND', 'CLIENT_NOT_FOUND', 'NOT_FOUND'], description: 'The employee, the period or the client does not exist' } as const;
/** `periodId` on LENDING_HISTORY_OVERLAP: the history period the request overlaps. */
export const overlappedPeriodExtension = {
  periodId: z.string().uuid().meta({ description: 'The history period of the same employee, client and kind that shares a day with the request' }),
};
const overlap = {
  status: 409,
  codes: ['LENDING_HISTORY_OVERLAP'],
  description: 'Shares a day with another history period of the employee at the same client and of the same kind (lending, or employment by the client)',
  extensions: overlappedPeriodExtension,
} as const;

/** The office's record of earlier periods. Not Own-capable. */
export const lendingHistoryApi = defineApi({
  listLendingHistory: {
    method: 'get',
    path: '/api/employees/{id}/lending-history',
    summary: 'An employee’s lending history recorded by hand (another agency, before this system, employed by the client), by start',
    tag,
    permission: permission('read'),
    params: idParams,
    query: pagingQuerySchema,
    response: pagedResponseSchema(lendingHistoryResponseSchema).meta({ id: 'LendingHistoryResponsePagedResponse' }),
    errors: [employeeUnknown],
  },
  getLendingHistoryPeriod: {
    method: 'get',
    path: '/api/employees/{id}/lending-history/{periodId}',
    summary: 'Get one history period',
    tag,
    permission: permission('read'),
    params: lendingHistoryParams,
    response: lendingHistoryResponseSchema,
    errors: [periodUnknown],
  },
  createLendingHistoryPeriod: {
    method: 'post',
    path: '/api/employees/{id}/lending-history',
    summary: 'Record an earlier period: lent by another agency, lent before this system, or employed by the client',
    tag,
    permission: permission('create'),
    params: idParams,
    body: createLendingHistoryRequestSchema,
    response: lendingHistoryResponseSchema,
    errors: [clientUnknown, overlap],
    mutates: true,
  },
  updateLendingHistoryPeriod: {
    method: 'put',
    path: '/api/employees/{id}/lending-history/{periodId}',
    summary: 'Replace a history period',
    tag,
    permission: permission('update'),
    params: lendingHistoryParams,
    body: updateLendingHistoryRequestSchema,
    response: lendingHistoryResponseSchema,
    errors: [clientOrPeriodUnknown, overlap, 412],
    ifMatch: true,
    mutates: true,
  },
  deleteLendingHistoryPeriod: {
    method: 'delete',
    path: '/api/employees/{id}/lending-history/{periodId}',
    summary: 'Delete a history period for good (the audit log keeps it)',
    tag,
    permission: permission('delete'),
    params: lendingHistoryParams,
    status: 204,
    response: null,
    errors: [periodUnknown, 412],
    ifMatch: true,
    mutates: true,
  },
});

