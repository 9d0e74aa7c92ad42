import { z } from 'zod';
import { text } from './common';
import { defineApi } from './operation';
import { queryBoolean } from './query-boolean';
import { codeSchema } from './staffing-common';

/**
 * Configurable value lists (served by staffing). Entries are keyed by a stable slug `code` that
 * records store; labels are what people read. Only `qualifications` has ranks.
 */
export const valueListKeys = ['qualifications', 'absenceTypes', 'crmStatus'] as const;
export type ValueListKey = (typeof valueListKeys)[number];
export const rankedValueLists: readonly ValueListKey[] = ['qualifications'];
export const isValueListKey = (key: string): key is ValueListKey => (valueListKeys as readonly string[]).includes(key);

const labelSchema = text(100).min(1, { message: 'is required' });
const sortOrderSchema = z.number().int().min(0).max(1_000_000);
/** Qualifications only: a higher rank fills an order requiring a lower one; equal ranks do not substitute. */
const rankSchema = z.number().int().min(1).max(100);

export const createValueListEntryRequestSchema = z
  .strictObject({
    code: codeSchema,
    label: labelSchema,
    /** Default true. */
    active: z.boolean().optional(),
    /** Default: after the last entry of the list. */
    sortOrder: sortOrderSchema.optional(),
    /** Required for `qualifications`, refused for every other list. */
    rank: rankSchema.optional(),
  })
  .meta({ id: 'CreateValueListEntryRequest' });
export type CreateValueListEntryRequest = z.infer<typeof createValueListEntryRequestSchema>;

/** PUT replaces every editable field; the code never changes. */
export const updateValueListEntryRequestSchema = z
  .strictObject({ label: labelSchema, active: z.boolean(), sortOrder: sortOrderSchema, rank: rankSchema.optional() })
  .meta({ id: 'UpdateValueListEntryRequest' });
export type UpdateValueListEntryRequest = z.infer<typeof updateValueListEntryRequestSchema>;

export const valueListEntryResponseSchema = z
  .object({
    code: z.string(),
    label: z.string(),
    active: z.boolean(),
    sortOrder: z.number().int(),
    /** Present on ranked lists (qualifications) only. */
    rank: z.number().int().optional(),
    version: z.number().int(),
  })
  .meta({ id: 'ValueListEntryResponse' });
export type ValueListEntryResponse = z.infer<typeof valueListEntryResponseSchema>;

export const valueListResponseSchema = z
  .object({ key: z.string(), ranked: z.boolean(), items: z.array(valueListEntryResponseSchema) })
  .meta({ id: 'ValueListResponse' });
export type ValueListResponse = z.infer<typeof valueListResponseSchema>;

export const valueListSummarySchema = z.object({
  key: z.string(),
  ranked: z.boolean(),
  entryCount: z.number().int(),
  activeCount: z.number().int(),
});
export const valueListsResponseSchema = z.object({ items: z.array(valueListSummarySchema) }).meta({ id: 'ValueListsResponse' });
export type ValueListsResponse = z.infer<typeof valueListsResponseSchema>;

export const getValueListQuerySchema = z.object({
  includeInactive: queryBoolean().optional(),
});

/** `usage` on VALUE_IN_USE: how many records use the code, per kind (`facilities: null`: staffing cannot count them). */
const valueUsageExtension = { usage: z.record(z.string(), z.number().int().nullable()) };

/** Unknown keys and codes answer 404 (not 400), so the path segments are plain strings here. */
const keyParams = z.object({ key: z.string().min(1).max(50) });
const entryParams = keyParams.extend({ code: z.string().min(1).max(50) });

const tag = 'Value lists';
const read = { module: 'valueLists', action: 'read' } as const;

export const valueListsApi = defineApi({
  listValueLists: {
    method: 'get',
    path: '/api/value-lists',
    summary: 'The value lists with their entry counts',
    tag,
    permission: read,
    response: valueListsResponseSchema,
  },
  getValueList: {
    method: 'get',
    path: '/api/value-lists/{key}',
    summary: 'Entries of one list by sortOrder (active only unless includeInactive=true)',
    tag,
    permission: read,
    params: keyParams,
    query: getValueListQuerySchema,
    response: valueListResponseSchema,
    errors: [{ status: 404, codes: ['VALUE_LIST_NOT_FOUND'] }],
  },
  createValueListEntry: {
    method: 'post',
    path: '/api/value-lists/{key}/entries',
    summary: 'Add an entry (code unique per list → 409 VALUE_CODE_EXISTS)',
    tag,
    permission: { module: 'valueLists', action: 'create' },
    params: keyParams,
    body: createValueListEntryRequestSchema,
    response: valueListEntryResponseSchema,
    errors: [{ status: 404, codes: ['VALUE_LIST_NOT_FOUND'] }, { status: 409, codes: ['VALUE_CODE_EXISTS'] }],
    mutates: true,
  },
  getValueListEntry: {
    method: 'get',
    path: '/api/value-lists/{key}/entries/{code}',
    summary: 'One entry of a list (inactive ones too): what an update sends back changed',
    tag,
    permission: read,
    params: entryParams,
    response: valueListEntryResponseSchema,
    errors: [{ status: 404, codes: ['VALUE_LIST_NOT_FOUND', 'VALUE_NOT_FOUND'] }],
  },
  updateValueListEntry: {
    method: 'put',
    path: '/api/value-lists/{key}/entries/{code}',
    summary: 'Change label, active, sortOrder (and rank of qualifications) of an entry (If-Match optional)',
    tag,
    permission: { module: 'valueLists', action: 'update' },
    params: entryParams,
    body: updateValueListEntryRequestSchema,
    response: valueListEntryResponseSchema,
    errors: [{ status: 404, codes: ['VALUE_LIST_NOT_FOUND', 'VALUE_NOT_FOUND'] }],
    ifMatch: true,
    mutates: true,
  },
  deleteValueListEntry: {
    method: 'delete',
    path: '/api/value-lists/{key}/entries/{code}',
    summary: 'Delete an entry no record uses (in use → 409 VALUE_IN_USE; deactivate it instead)',
    tag,
    permission: { module: 'valueLists', action: 'delete' },
    params: entryParams,
    status: 204,
    response: null,
    errors: [{ status: 404, codes: ['VALUE_LIST_NOT_FOUND', 'VALUE_NOT_FOUND'] }, { status: 409, codes: ['VALUE_IN_USE'], extensions: valueUsageExtension }],
    ifMatch: true,
    mutates: true,
  },
});
