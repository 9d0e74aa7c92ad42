import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';
import { distanceExistsExtension, distanceResponseSchema, kmSchema, updateDistanceRequestSchema } from './distances';
import { idParams, uuidSchema } from './staffing-common';

/**
 * Self-service of employees (served by staffing): always the caller's linked employee (token claim
 * `emp`), whatever their scope. Works with `distances` at `Own` scope and no facilities permission.
 */

/** The employee comes from the token; an `employeeId` in the body is an unknown field (400). */
export const createMyDistanceRequestSchema = z
  .strictObject({ facilityId: uuidSchema, km: kmSchema })
  .meta({ id: 'CreateMyDistanceRequest' });
export type CreateMyDistanceRequest = z.infer<typeof createMyDistanceRequestSchema>;

/** Other query parameters (e.g. `employeeId`) are ignored: the list is always the caller's. */
export const listMyDistancesQuerySchema = pagingQuerySchema.extend({ facilityId: uuidSchema.optional() });
export type ListMyDistancesQuery = z.infer<typeof listMyDistancesQuerySchema>;

export const facilityDirectoryEntrySchema = z
  .object({ id: z.string().uuid(), name: z.string(), city: z.string().nullable() })
  .meta({ id: 'FacilityDirectoryEntry' });
export type FacilityDirectoryEntry = z.infer<typeof facilityDirectoryEntrySchema>;

export const facilityDirectoryQuerySchema = pagingQuerySchema.extend({
  /** Case-insensitive substring of name or city. */
  search: z.string().trim().max(200).optional(),
});
export type FacilityDirectoryQuery = z.infer<typeof facilityDirectoryQuerySchema>;

const tag = 'Self-service';
const own = (action: 'read' | 'create' | 'update' | 'delete') => ({ module: 'distances', action, own: true }) as const;

export const selfServiceApi = defineApi({
  listMyDistances: {
    method: 'get',
    path: '/api/me/distances',
    summary: 'Your distances to facilities',
    tag,
    permission: own('read'),
    query: listMyDistancesQuerySchema,
    response: pagedResponseSchema(distanceResponseSchema).meta({ id: 'MyDistancePagedResponse' }),
  },
  getMyDistance: {
    method: 'get',
    path: '/api/me/distances/{id}',
    summary: 'One of your distances (someone else’s → 404)',
    tag,
    permission: own('read'),
    params: idParams,
    response: distanceResponseSchema,
    errors: [404],
  },
  createMyDistance: {
    method: 'post',
    path: '/api/me/distances',
    summary: 'Record your distance to a facility (403 NO_LINKED_EMPLOYEE without a linked employee)',
    tag,
    permission: own('create'),
    body: createMyDistanceRequestSchema,
    response: distanceResponseSchema,
    errors: [
      { status: 403, codes: ['NO_LINKED_EMPLOYEE'], description: 'The caller’s roles do not grant this operation, or the account is linked to no employee' },
      { status: 404, codes: ['FACILITY_NOT_FOUND'], description: 'The facility does not exist' },
      { status: 409, codes: ['DISTANCE_EXISTS'], extensions: distanceExistsExtension },
    ],
    mutates: true,
  },
  updateMyDistance: {
    method: 'put',
    path: '/api/me/distances/{id}',
    summary: 'Change the km of one of your distances (someone else’s → 404; If-Match optional)',
    tag,
    permission: own('update'),
    params: idParams,
    body: updateDistanceRequestSchema,
    response: distanceResponseSchema,
    errors: [404],
    ifMatch: true,
    mutates: true,
  },
  deleteMyDistance: {
    method: 'delete',
    path: '/api/me/distances/{id}',
    summary: 'Delete one of your distances (someone else’s → 404)',
    tag,
    permission: own('delete'),
    params: idParams,
    status: 204,
    response: null,
    errors: [404, 412],
    ifMatch: true,
    mutates: true,
  },
  listMyFacilityDirectory: {
    method: 'get',
    path: '/api/me/facility-directory',
    summary: 'Facilities to pick from (id, name, city) — needs no facilities permission',
    tag,
    permission: own('read'),
    query: facilityDirectoryQuerySchema,
    response: pagedResponseSchema(facilityDirectoryEntrySchema).meta({ id: 'FacilityDirectoryPagedResponse' }),
  },
});
