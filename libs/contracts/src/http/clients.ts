import { z } from 'zod';
import { idParamSchema, pagedResponseSchema, pagingQuerySchema, recordMeta, text } from './common';
import { defineApi } from './operation';

const optionalText = (max: number) => text(max).nullable().optional();

/**
 * The editable fields of a client (Entleiher: the legal entity a facility belongs to, e.g. a care
 * provider with several homes). PUT replaces all of them: a field left out is reset to null.
 */
const clientFields = {
  name: text(200).min(1, { message: 'is required' }),
  /** Legal form as written ("gGmbH", "e. V."). */
  legalForm: optionalText(100),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: optionalText(100),
  notes: optionalText(4000),
  /** The collective agreement of the client's industry that applies, in words. */
  collectiveAgreementNote: optionalText(2000),
};

export const createClientRequestSchema = z.strictObject(clientFields).meta({ id: 'CreateClientRequest' });
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;

export const updateClientRequestSchema = z.strictObject(clientFields).meta({ id: 'UpdateClientRequest' });
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;

export const clientResponseSchema = z
  .object({
    ...recordMeta,
    name: z.string(),
    legalForm: z.string().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    notes: z.string().nullable(),
    collectiveAgreementNote: z.string().nullable(),
  })
  .meta({ id: 'ClientResponse' });
export type ClientResponse = z.infer<typeof clientResponseSchema>;

export const clientPagedResponseSchema = pagedResponseSchema(clientResponseSchema).meta({ id: 'ClientResponsePagedResponse' });

export const listClientsQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;

/** `facilityIds` on CLIENT_HAS_FACILITIES: the live facilities that point to the client. */
export const facilityIdsExtension = {
  facilityIds: z.array(z.string().uuid()).meta({ description: 'The facilities that point to the client' }),
};

export const clientsApi = defineApi({
  listClients: {
    method: 'get',
    path: '/api/clients',
    summary: 'List clients (search over name, legal form, city), by name',
    tag: 'Clients',
    permission: { module: 'clients', action: 'read' },
    query: listClientsQuerySchema,
    response: clientPagedResponseSchema,
  },
  getClient: {
    method: 'get',
    path: '/api/clients/{id}',
    summary: 'Get one client',
    tag: 'Clients',
    permission: { module: 'clients', action: 'read' },
    params: idParamSchema,
    response: clientResponseSchema,
    errors: [404],
  },
  createClient: {
    method: 'post',
    path: '/api/clients',
    summary: 'Create a client (the legal entity facilities belong to)',
    tag: 'Clients',
    permission: { module: 'clients', action: 'create' },
    body: createClientRequestSchema,
    response: clientResponseSchema,
    mutates: true,
  },
  updateClient: {
    method: 'put',
    path: '/api/clients/{id}',
    summary: 'Replace a client’s editable fields (If-Match optional)',
    tag: 'Clients',
    permission: { module: 'clients', action: 'update' },
    params: idParamSchema,
    body: updateClientRequestSchema,
    response: clientResponseSchema,
    errors: [404],
    ifMatch: true,
    mutates: true,
  },
  deleteClient: {
    method: 'delete',
    path: '/api/clients/{id}',
    summary: 'Move a client to the trash (soft delete; refused while live facilities point to it; If-Match optional)',
    tag: 'Clients',
    permission: { module: 'clients', action: 'delete' },
    params: idParamSchema,
    status: 204,
    response: null,
    errors: [404, 412, { status: 409, codes: ['CLIENT_HAS_FACILITIES'], extensions: facilityIdsExtension }],
    ifMatch: true,
    mutates: true,
  },
});

/** The client part of the trash: served by facilities, routed there by the gateway by type. */
export const clientTrashApi = defineApi({
  restoreClient: {
    method: 'post',
    path: '/api/trash/clients/{id}/restore',
    summary: 'Restore a client from the trash exactly as it was',
    tag: 'Trash',
    permission: { module: 'trash', action: 'update' },
    params: idParamSchema,
    response: clientResponseSchema,
    errors: [404],
    mutates: true,
  },
  purgeClient: {
    method: 'delete',
    path: '/api/trash/clients/{id}',
    summary: 'Remove a client from the trash for good',
    tag: 'Trash',
    permission: { module: 'trash', action: 'delete' },
    params: idParamSchema,
    status: 204,
    response: null,
    errors: [404],
    mutates: true,
  },
});
