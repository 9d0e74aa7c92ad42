import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi } from './operation';
import { idParams, recordMeta, uuidSchema } from './staffing-common';

/** Kilometres from an employee's home to a facility: > 0, at most one decimal. */
export const kmSchema = z
  .number()
  .gt(0, { message: 'must be greater than 0' })
  .max(9999.9)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, { message: 'must have at most 1 decimal' });

export const createDistanceRequestSchema = z
  .strictObject({ employeeId: uuidSchema, facilityId: uuidSchema, km: kmSchema })
  .meta({ id: 'CreateEmployeeDistanceRequest' });
export type CreateDistanceRequest = z.infer<typeof createDistanceRequestSchema>;

/** Only the distance changes; another employee or facility is another entry. */
export const updateDistanceRequestSchema = z.strictObject({ km: kmSchema }).meta({ id: 'UpdateEmployeeDistanceRequest' });
export type UpdateDistanceRequest = z.infer<typeof updateDistanceRequestSchema>;

export const distanceResponseSchema = z
  .object({
    ...recordMeta,
    employeeId: z.string().uuid(),
    facilityId: z.string().uuid(),
    /** From the facility directory; null while the directory does not know the facility. */
    facilityName: z.string().nullable(),
    km: z.number(),
  })
  .meta({ id: 'EmployeeDistanceResponse' });
export type DistanceResponse = z.infer<typeof distanceResponseSchema>;

/** `distanceId` on DISTANCE_EXISTS: the entry to change instead (absent when a concurrent insert won). */
export const distanceExistsExtension = { distanceId: z.string().uuid() };

export const listDistancesQuerySchema = pagingQuerySchema.extend({
  employeeId: uuidSchema.optional(),
  facilityId: uuidSchema.optional(),
});
export type ListDistancesQuery = z.infer<typeof listDistancesQuerySchema>;

const pagedDistances = pagedResponseSchema(distanceResponseSchema).meta({ id: 'EmployeeDistanceResponsePagedResponse' });
const tag = 'Employee distances';

/** Office CRUD over every employee's distances. Not Own-capable: employees use `/api/me/distances`. */
export const distancesApi = defineApi({
  listDistances: {
    method: 'get',
    path: '/api/employee-distances',
    summary: 'List employee-facility distances (filters: employee, facility)',
    tag,
    permission: { module: 'distances', action: 'read' },
    query: listDistancesQuerySchema,
    response: pagedDistances,
  },
  getDistance: {
    method: 'get',
    path: '/api/employee-distances/{id}',
    summary: 'Get one employee-facility distance',
    tag,
    permission: { module: 'distances', action: 'read' },
    params: idParams,
    response: distanceResponseSchema,
    errors: [404],
  },
  createDistance: {
    method: 'post',
    path: '/api/employee-distances',
    summary: 'Record the distance of an employee to a facility (one per pair → 409 DISTANCE_EXISTS)',
    tag,
    permission: { module: 'distances', action: 'create' },
    body: createDistanceRequestSchema,
    response: distanceResponseSchema,
    errors: [
      { status: 404, codes: ['EMPLOYEE_NOT_FOUND', 'FACILITY_NOT_FOUND'], description: 'The employee or facility does not exist' },
      { status: 409, codes: ['DISTANCE_EXISTS'], extensions: distanceExistsExtension },
    ],
    mutates: true,
  },
  updateDistance: {
    method: 'put',
    path: '/api/employee-distances/{id}',
    summary: 'Change the km of a distance (If-Match optional)',
    tag,
    permission: { module: 'distances', action: 'update' },
    params: idParams,
    body: updateDistanceRequestSchema,
    response: distanceResponseSchema,
    errors: [404],
    ifMatch: true,
    mutates: true,
  },
  deleteDistance: {
    method: 'delete',
    path: '/api/employee-distances/{id}',
    summary: 'Delete a distance for good (distances have no trash)',
    tag,
    permission: { module: 'distances', action: 'delete' },
    params: idParams,
    status: 204,
    response: null,
    errors: [404, 412],
    ifMatch: true,
    mutates: true,
  },
});

/** One finding of the travel-cost calculation (why no amount could be given). */
export const travelCostFindingSchema = z.object({
  code: z.enum(['DISTANCE_MISSING', 'TRAVEL_RATE_MISSING', 'TRAVEL_MODE_MISSING', 'FACILITY_NOT_IN_DIRECTORY']),
  message: z.string(),
});

export const travelCostResponseSchema = z
  .object({
    assignmentId: z.string().uuid(),
    facilityId: z.string().uuid(),
    mode: z.enum(['Pauschale', 'ProKilometer']).nullable(),
    /** Days of the assignment with a duty (a day off has none; a split shift is one day). */
    workingDays: z.number().int(),
    /** EUR; null (never 0) when a finding prevents the calculation. */
    amount: z.number().nullable(),
    currency: z.literal('EUR'),
    breakdown: z.object({
      /** Pauschale: travelCostRate per working day. */
      ratePerDay: z.number().nullable(),
      /** ProKilometer: the employee's distance to the facility and the facility's rate per km. */
      km: z.number().nullable(),
      perKm: z.number().nullable(),
      /** ProKilometer: there and back. */
      tripsPerDay: z.number().int().nullable(),
      /** What one working day costs. */
      perDay: z.number().nullable(),
      formula: z.string(),
    }),
    findings: z.array(travelCostFindingSchema),
  })
  .meta({ id: 'AssignmentTravelCostResponse' });
export type TravelCostResponse = z.infer<typeof travelCostResponseSchema>;

export const travelCostApi = defineApi({
  getAssignmentTravelCost: {
    method: 'get',
    path: '/api/assignments/{id}/travel-cost',
    summary: 'Travel cost of an assignment by the facility’s travel-cost mode (Own scope: yours only)',
    tag: 'Assignments',
    permission: { module: 'assignments', action: 'read', own: true },
    params: idParams,
    response: travelCostResponseSchema,
    errors: [404],
  },
});
