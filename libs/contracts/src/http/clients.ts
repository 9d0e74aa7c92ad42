import { z } from 'zod';
import { idParamSchema, pagedResponseSchema, pagingQuerySchema, recordMeta, text } from './common';
import { defineApi } from './operation';
import { LENDING_LIMIT_BOUNDS } from './lending-clock';
import { buyerReferenceSchema } from './buyer-reference';

const optionalText = (max: number) => text(max).nullable().optional();

export const LENDING_LIMIT_NOTE_MAX = 2000;

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
  /** The client's contact for invoices to it (e-mail: the e-invoice's electronic address, BT-49). */
  phone: optionalText(50),
  email: z.email().max(254).nullable().optional(),
  contactPerson: optionalText(200),
  buyerReference: buyerReferenceSchema,
  notes: optionalText(4000),
  /** The collective agreement of the client's industry that applies, in words. */
  collectiveAgreementNote: optionalText(2000),
  ...lendingLimitFields(),
};

/**
 * The client's own lending limits (docs/lending-law.md, "A client's own limits"): null = the
 * statute's. `maxLendingMonths` (18 by statute, AÜG §1 Abs. 1b S. 1) may differ under a collective
 * agreement of the client's industry (S. 3); `equalPayMonths` (9 by statute, §8 Abs. 4 S. 1) may be
 * deferred up to 15 under a surcharge agreement (S. 2). Each needs its note: why it applies.
 */
function lendingLimitFields() {
  const months = ({ min, max }: { min: number; max: number }) =>
    z
      .number({ message: 'must be a whole number of months' })
      .int({ message: 'must be a whole number of months' })
      .min(min, { message: `must be from ${min} to ${max}` })
      .max(max, { message: `must be from ${min} to ${max}` })
      .nullable()
      .optional();
  return {
    maxLendingMonths: months(LENDING_LIMIT_BOUNDS.maxMonths),
    maxLendingMonthsNote: optionalText(LENDING_LIMIT_NOTE_MAX),
    equalPayMonths: months(LENDING_LIMIT_BOUNDS.equalPayMonths),
    equalPayNote: optionalText(LENDING_LIMIT_NOTE_MAX),
  };
}

/** Each limit with the field of its note. */
export const lendingLimitNotes = [
  ['maxLendingMonths', 'maxLendingMonthsNote'],
  ['equalPayMonths', 'equalPayNote'],
] as const;

type LimitFields = { [K in (typeof lendingLimitNotes)[number][number]]?: string | number | null };

/** A limit needs its note (non-blank); a note without its limit is refused. Issues name the note. */
function refineLimitNotes(body: LimitFields, ctx: z.RefinementCtx) {
  for (const [limit, note] of lendingLimitNotes) {
    const hasLimit = body[limit] !== null && body[limit] !== undefined;
    const hasNote = typeof body[note] === 'string' && body[note] !== '';
    if (hasLimit && !hasNote) ctx.addIssue({ code: 'custom', path: [note], message: `is required when ${limit} is set` });
    if (!hasLimit && hasNote) ctx.addIssue({ code: 'custom', path: [note], message: `must be empty while ${limit} is not set` });
  }
}

export const createClientRequestSchema = z.strictObject(clientFields).superRefine(refineLimitNotes).meta({ id: 'CreateClientRequest' });
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;

export const updateClientRequestSchema = z.strictObject(clientFields).superRefine(refineLimitNotes).meta({ id: 'UpdateClientRequest' });
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
    phone: z.string().nullable(),
    email: z.string().nullable(),
    contactPerson: z.string().nullable(),
    buyerReference: z.string().nullable(),
    notes: z.string().nullable(),
    collectiveAgreementNote: z.string().nullable(),
    /** null: the statute's 18 months (AÜG §1 Abs. 1b). */
    maxLendingMonths: z.number().int().nullable(),
    maxLendingMonthsNote: z.string().nullable(),
    /** null: the statute's 9 months (AÜG §8 Abs. 4). */
    equalPayMonths: z.number().int().nullable(),
    equalPayNote: z.string().nullable(),
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
