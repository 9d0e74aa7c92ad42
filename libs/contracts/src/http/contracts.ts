import { z } from 'zod';
import { idParamSchema, isoDateSchema, pagedResponseSchema, pagingQuerySchema, recordMeta, text } from './common';
import { defineApi } from './operation';

export const contractStatuses = ['Draft', 'Active', 'Terminated'] as const;
export const contractStatusSchema = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/**
 * The editable fields of a contract with a facility. PUT replaces all of them: a field left out is
 * reset to its default (null, `Draft`). `validTo` null means open-ended; `validFrom ≤ validTo`.
 */
const contractFields = z.strictObject({
  facilityId: z.string().uuid({ message: 'must be a UUID' }),
  number: text(50).min(1, { message: 'is required' }),
  validFrom: isoDateSchema,
  validTo: isoDateSchema.nullable().optional(),
  status: contractStatusSchema.optional(),
  signedOn: isoDateSchema.nullable().optional(),
  notes: text(4000).nullable().optional(),
});

const withValidRange = <S extends typeof contractFields>(schema: S) =>
  schema.refine((c) => !c.validTo || c.validFrom <= c.validTo, {
    message: 'must not be before validFrom',
    path: ['validTo'],
  });

export const createContractRequestSchema = withValidRange(contractFields).meta({ id: 'CreateContractRequest' });
export type CreateContractRequest = z.infer<typeof createContractRequestSchema>;

export const updateContractRequestSchema = withValidRange(contractFields).meta({ id: 'UpdateContractRequest' });
export type UpdateContractRequest = z.infer<typeof updateContractRequestSchema>;

export const contractResponseSchema = z
  .object({
    ...recordMeta,
    facilityId: z.string().uuid(),
    number: z.string(),
    validFrom: isoDateSchema,
    validTo: isoDateSchema.nullable(),
    status: contractStatusSchema,
    signedOn: isoDateSchema.nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'ContractResponse' });
export type ContractResponse = z.infer<typeof contractResponseSchema>;

export const contractPagedResponseSchema = pagedResponseSchema(contractResponseSchema).meta({ id: 'ContractResponsePagedResponse' });

export const listContractsQuerySchema = pagingQuerySchema.extend({
  facilityId: z.string().uuid({ message: 'must be a UUID' }).optional(),
  status: contractStatusSchema.optional(),
  search: z.string().trim().max(50).optional(),
});
export type ListContractsQuery = z.infer<typeof listContractsQuerySchema>;

export const contractsApi = defineApi({
  listContracts: {
    method: 'get',
    path: '/api/contracts',
    summary: 'List contracts (filter by facility and status; search in the number); newest validity first',
    tag: 'Contracts',
    permission: { module: 'contracts', action: 'read' },
    query: listContractsQuerySchema,
    response: contractPagedResponseSchema,
  },
  getContract: {
    method: 'get',
    path: '/api/contracts/{id}',
    summary: 'Get one contract',
    tag: 'Contracts',
    permission: { module: 'contracts', action: 'read' },
    params: idParamSchema,
    response: contractResponseSchema,
    errors: [404],
  },
  createContract: {
    method: 'post',
    path: '/api/contracts',
    summary: 'Create a contract with a facility (number unique overall → 409)',
    tag: 'Contracts',
    permission: { module: 'contracts', action: 'create' },
    body: createContractRequestSchema,
    response: contractResponseSchema,
    errors: [{ status: 409, codes: ['CONTRACT_NUMBER_TAKEN'] }],
    mutates: true,
  },
  updateContract: {
    method: 'put',
    path: '/api/contracts/{id}',
    summary: 'Replace a contract’s editable fields (If-Match optional)',
    tag: 'Contracts',
    permission: { module: 'contracts', action: 'update' },
    params: idParamSchema,
    body: updateContractRequestSchema,
    response: contractResponseSchema,
    errors: [404, { status: 409, codes: ['CONTRACT_NUMBER_TAKEN'] }],
    ifMatch: true,
    mutates: true,
  },
  deleteContract: {
    method: 'delete',
    path: '/api/contracts/{id}',
    summary: 'Move a contract to the trash (soft delete; If-Match optional)',
    tag: 'Contracts',
    permission: { module: 'contracts', action: 'delete' },
    params: idParamSchema,
    status: 204,
    response: null,
    errors: [404, 412],
    ifMatch: true,
    mutates: true,
  },
});

/** The contract part of the trash: served by facilities, routed there by the gateway by type. */
export const contractTrashApi = defineApi({
  restoreContract: {
    method: 'post',
    path: '/api/trash/contracts/{id}/restore',
    summary: 'Restore a contract from the trash exactly as it was',
    tag: 'Trash',
    permission: { module: 'trash', action: 'update' },
    params: idParamSchema,
    response: contractResponseSchema,
    errors: [404],
    mutates: true,
  },
  purgeContract: {
    method: 'delete',
    path: '/api/trash/contracts/{id}',
    summary: 'Remove a contract from the trash for good',
    tag: 'Trash',
    permission: { module: 'trash', action: 'delete' },
    params: idParamSchema,
    status: 204,
    response: null,
    errors: [404],
    mutates: true,
  },
});
