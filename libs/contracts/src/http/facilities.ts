import { z } from 'zod';
import { moneySchema, pagedResponseSchema, pagingQuerySchema, recordMeta, text } from './common';
import { defineApi } from './operation';
import { federalStateSchema } from '../federal-states';
import { buyerReferenceSchema } from './buyer-reference';
import { nightWindowIssue, surchargeRequestFields, surchargeResponseFields } from './facility-surcharges';

export const travelCostModes = ['Pauschale', 'ProKilometer'] as const;
export const travelCostModeSchema = z.enum(travelCostModes);

/** Where a facility's `state` came from: the request (`given`) or its postal code (`postalCode`). */
export const stateSources = ['given', 'postalCode'] as const;
export const stateSourceSchema = z.enum(stateSources);

const optionalText = (max: number) => text(max).nullable().optional();

/**
 * The editable fields of a facility. PUT replaces all of them: a field left out of an update
 * body is reset to its default (null, `Pauschale`, 0), exactly as if it were created that way.
 */
const facilityFields = {
  name: text(200).min(1, { message: 'is required' }),
  /** The client (Entleiher) the facility belongs to; left out or null: the facility is its own client. */
  clientId: z.string().uuid({ message: 'must be a UUID' }).nullable().optional(),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: optionalText(100),
  phone: optionalText(50),
  email: z.email().max(254).nullable().optional(),
  contactPerson: optionalText(200),
  buyerReference: buyerReferenceSchema,
  notes: optionalText(4000),
  crmStatus: optionalText(50),
  /** Federal state (`BY`, `NW`, …); left out or null → derived from `postalCode` on every write. */
  state: federalStateSchema.nullable().optional(),
  billingRate: moneySchema.nullable().optional(),
  travelCostRate: moneySchema.nullable().optional(),
  mealAllowanceRate: moneySchema.nullable().optional(),
  travelCostMode: travelCostModeSchema.optional(),
  travelCostPerKm: moneySchema.optional(),
  ...surchargeRequestFields,
};

export const createFacilityRequestSchema = z
  .strictObject(facilityFields)
  .refine(nightWindowIssue.refine, nightWindowIssue.message)
  .meta({ id: 'CreateFacilityRequest' });
export type CreateFacilityRequest = z.infer<typeof createFacilityRequestSchema>;

export const updateFacilityRequestSchema = z
  .strictObject(facilityFields)
  .refine(nightWindowIssue.refine, nightWindowIssue.message)
  .meta({ id: 'UpdateFacilityRequest' });
export type UpdateFacilityRequest = z.infer<typeof updateFacilityRequestSchema>;

export const facilityResponseSchema = z
  .object({
    ...recordMeta,
    name: z.string(),
    /** null: the facility is its own client. */
    clientId: z.string().uuid().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    contactPerson: z.string().nullable(),
    buyerReference: z.string().nullable(),
    notes: z.string().nullable(),
    crmStatus: z.string().nullable(),
    /** The given state, else the one of the postal code, else null. */
    state: federalStateSchema.nullable(),
    /** null exactly when `state` is null. */
    stateSource: stateSourceSchema.nullable(),
    billingRate: z.number().nullable(),
    travelCostRate: z.number().nullable(),
    mealAllowanceRate: z.number().nullable(),
    travelCostMode: travelCostModeSchema,
    travelCostPerKm: z.number(),
    ...surchargeResponseFields,
  })
  .meta({ id: 'FacilityResponse' });
export type FacilityResponse = z.infer<typeof facilityResponseSchema>;

export const facilityPagedResponseSchema = pagedResponseSchema(facilityResponseSchema).meta({
  id: 'FacilityResponsePagedResponse',
});

export const listFacilitiesQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  crmStatus: z.string().trim().max(50).optional(),
});
export type ListFacilitiesQuery = z.infer<typeof listFacilitiesQuerySchema>;

const facilityIdParams = z.object({ id: z.string().uuid({ message: 'must be a UUID' }) });

/** A facility's `clientId` names no client (404) or one in the trash (409). */
const clientErrors = [
  { status: 404, codes: ['CLIENT_NOT_FOUND'], description: 'The client the facility names does not exist' },
  { status: 409, codes: ['CLIENT_IN_TRASH'] },
];

export const facilitiesApi = defineApi({
  listFacilities: {
    method: 'get',
    path: '/api/facilities',
    summary: 'List facilities (search over name, street, postal code, city, contact person)',
    tag: 'Facilities',
    permission: { module: 'facilities', action: 'read' },
    query: listFacilitiesQuerySchema,
    response: facilityPagedResponseSchema,
  },
  getFacility: {
    method: 'get',
    path: '/api/facilities/{id}',
    summary: 'Get one facility',
    tag: 'Facilities',
    permission: { module: 'facilities', action: 'read' },
    params: facilityIdParams,
    response: facilityResponseSchema,
    errors: [404],
  },
  createFacility: {
    method: 'post',
    path: '/api/facilities',
    summary: 'Create a facility (optionally of a client; unknown client → 404, one in the trash → 409)',
    tag: 'Facilities',
    permission: { module: 'facilities', action: 'create' },
    body: createFacilityRequestSchema,
    response: facilityResponseSchema,
    errors: [{ status: 400, codes: ['CRM_STATUS_UNKNOWN', 'CRM_STATUS_INACTIVE'] }, ...clientErrors],
    mutates: true,
  },
  updateFacility: {
    method: 'put',
    path: '/api/facilities/{id}',
    summary: 'Replace a facility’s editable fields (If-Match optional)',
    tag: 'Facilities',
    permission: { module: 'facilities', action: 'update' },
    params: facilityIdParams,
    body: updateFacilityRequestSchema,
    response: facilityResponseSchema,
    errors: [
      { status: 404, codes: ['NOT_FOUND', 'CLIENT_NOT_FOUND'], description: 'The facility, or the client it names, does not exist' },
      { status: 400, codes: ['CRM_STATUS_UNKNOWN', 'CRM_STATUS_INACTIVE'] },
      { status: 409, codes: ['CLIENT_IN_TRASH'] },
    ],
    ifMatch: true,
    mutates: true,
  },
});
