import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema, text } from './common';
import { affectedAssignmentsSchema } from './employees';
import { defineApi } from './operation';
import { idParams, recordMeta, uuidSchema } from './staffing-common';
import { statedBySchema } from './availability';

/**
 * Clients' wishes about employees, recorded by the office per facility and employee: `blocked` (the
 * facility does not want this employee again; a reason is required) or `preferred` (the facility
 * asked for this employee). One entry per pair; to change it, delete it and record the other
 * (docs/staffing.md, "Clients' wishes").
 */
export const facilityPreferences = ['blocked', 'preferred'] as const;
export const facilityPreferenceSchema = z.enum(facilityPreferences);
export type FacilityPreference = z.infer<typeof facilityPreferenceSchema>;

export const PREFERENCE_REASON_MAX = 1000;

export const createPreferenceRequestSchema = z
  .strictObject({
    employeeId: uuidSchema,
    facilityId: uuidSchema,
    preference: facilityPreferenceSchema,
    /** Required (not blank) for `blocked`; optional for `preferred`. */
    reason: text(PREFERENCE_REASON_MAX).nullable().optional(),
  })
  .refine((body) => body.preference !== 'blocked' || (body.reason ?? '') !== '', {
    message: 'is required when the facility blocks the employee',
    path: ['reason'],
  })
  .meta({ id: 'CreateEmployeeFacilityPreferenceRequest' });
export type CreatePreferenceRequest = z.infer<typeof createPreferenceRequestSchema>;

export const preferenceResponseSchema = z
  .object({
    ...recordMeta,
    employeeId: z.string().uuid(),
    /** "Müller, Anna". */
    employeeName: z.string(),
    facilityId: z.string().uuid(),
    /** From the facility directory; null while the directory does not know the facility. */
    facilityName: z.string().nullable(),
    preference: facilityPreferenceSchema,
    reason: z.string().nullable(),
    /** Who recorded it (`createdAt` says when). */
    createdBy: statedBySchema,
  })
  .meta({ id: 'EmployeeFacilityPreferenceResponse' });
export type PreferenceResponse = z.infer<typeof preferenceResponseSchema>;

/**
 * A recorded block also answers the employee's future assignments at that facility, re-checked now
 * (they carry `FACILITY_BLOCKED_EMPLOYEE`): the duties the office has to re-plan. Empty for a wish.
 */
export const createdPreferenceResponseSchema = preferenceResponseSchema
  .extend({ affectedAssignments: affectedAssignmentsSchema })
  .meta({ id: 'CreatedEmployeeFacilityPreference' });
export type CreatedPreferenceResponse = z.infer<typeof createdPreferenceResponseSchema>;

/** `preferenceId` on PREFERENCE_EXISTS: the entry of that pair (absent when a concurrent insert won). */
export const preferenceExistsExtension = { preferenceId: z.string().uuid() };

export const listPreferencesQuerySchema = pagingQuerySchema.extend({
  employeeId: uuidSchema.optional(),
  facilityId: uuidSchema.optional(),
  preference: facilityPreferenceSchema.optional(),
});
export type ListPreferencesQuery = z.infer<typeof listPreferencesQuerySchema>;

const tag = 'Employee-facility preferences';
const permission = (action: 'read' | 'create' | 'delete') => ({ module: 'employeeFacilityPreferences', action }) as const;

/** The office's record of clients' wishes. Not Own-capable. */
export const employeeFacilityPreferencesApi = defineApi({
  listEmployeeFacilityPreferences: {
    method: 'get',
    path: '/api/employee-facility-preferences',
    summary: 'List clients’ wishes (filters: employee, facility, preference)',
    tag,
    permission: permission('read'),
    query: listPreferencesQuerySchema,
    response: pagedResponseSchema(preferenceResponseSchema).meta({ id: 'EmployeeFacilityPreferenceResponsePagedResponse' }),
  },
  getEmployeeFacilityPreference: {
    method: 'get',
    path: '/api/employee-facility-preferences/{id}',
    summary: 'Get one client’s wish',
    tag,
    permission: permission('read'),
    params: idParams,
    response: preferenceResponseSchema,
    errors: [404],
  },
  createEmployeeFacilityPreference: {
    method: 'post',
    path: '/api/employee-facility-preferences',
    summary: 'Record that a facility blocks (reason required) or prefers an employee (one per pair → 409 PREFERENCE_EXISTS)',
    tag,
    permission: permission('create'),
    body: createPreferenceRequestSchema,
    response: createdPreferenceResponseSchema,
    errors: [
      { status: 404, codes: ['EMPLOYEE_NOT_FOUND', 'FACILITY_NOT_FOUND'], description: 'The employee or facility does not exist' },
      { status: 409, codes: ['PREFERENCE_EXISTS'], extensions: preferenceExistsExtension },
    ],
    mutates: true,
  },
  deleteEmployeeFacilityPreference: {
    method: 'delete',
    path: '/api/employee-facility-preferences/{id}',
    summary: 'Delete a client’s wish for good (the audit log keeps it)',
    tag,
    permission: permission('delete'),
    params: idParams,
    status: 204,
    response: null,
    errors: [404, 412],
    ifMatch: true,
    mutates: true,
  },
});
