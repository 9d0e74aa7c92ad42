import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { affectedAssignmentsSchema } from './employees';
import { defineApi } from './operation';
import {
  codeSchema,
  dateWindowIssue,
  dateWindowQuery,
  idParams,
  isoDateSchema,
  optionalText,
  rangeIssue,
  recordMeta,
  refineDateWindow,
  refineRange,
  uuidSchema,
} from './staffing-common';

/** An absence of an employee over an inclusive date range; `type` is an `absenceTypes` value-list code. */
const absenceBody = z
  .strictObject({
    employeeId: uuidSchema,
    type: codeSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    note: optionalText(2000),
  })
  .refine(refineRange, rangeIssue);

export const createAbsenceRequestSchema = absenceBody.meta({ id: 'CreateAbsenceRequest' });
export const updateAbsenceRequestSchema = absenceBody.meta({ id: 'UpdateAbsenceRequest' });
export type AbsenceRequest = z.infer<typeof absenceBody>;

export const absenceResponseSchema = z
  .object({
    ...recordMeta,
    employeeId: z.string().uuid(),
    type: z.string(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    note: z.string().nullable(),
  })
  .meta({ id: 'AbsenceResponse' });
export type AbsenceResponse = z.infer<typeof absenceResponseSchema>;

/** Create/update answer: the saved absence and the employee's future assignments it touches that now have findings. */
export const absenceChangeResponseSchema = absenceResponseSchema
  .extend({ affectedAssignments: affectedAssignmentsSchema })
  .meta({ id: 'AbsenceChangeResponse' });
export type AbsenceChangeResponse = z.infer<typeof absenceChangeResponseSchema>;

export const listAbsencesQuerySchema = pagingQuerySchema
  .extend({ employeeId: uuidSchema.optional(), type: codeSchema.optional(), ...dateWindowQuery })
  .refine(refineDateWindow, dateWindowIssue);
export type ListAbsencesQuery = z.infer<typeof listAbsencesQuerySchema>;

const tag = 'Absences';

export const absencesApi = defineApi({
  listAbsences: {
    method: 'get',
    path: '/api/absences',
    summary: 'List absences, by start date (filters: employee, type, date window; Own scope: yours only)',
    tag,
    permission: { module: 'absences', action: 'read', own: true },
    query: listAbsencesQuerySchema,
    response: pagedResponseSchema(absenceResponseSchema).meta({ id: 'AbsenceResponsePagedResponse' }),
  },
  getAbsence: {
    method: 'get',
    path: '/api/absences/{id}',
    summary: 'Get one absence (Own scope: yours only)',
    tag,
    permission: { module: 'absences', action: 'read', own: true },
    params: idParams,
    response: absenceResponseSchema,
    errors: [404],
  },
  createAbsence: {
    method: 'post',
    path: '/api/absences',
    summary: 'Record an absence',
    tag,
    permission: { module: 'absences', action: 'create' },
    body: createAbsenceRequestSchema,
    response: absenceChangeResponseSchema,
    errors: [{ status: 404, codes: ['EMPLOYEE_NOT_FOUND'], description: 'The employee does not exist (`errors.employeeId`)' }],
    mutates: true,
  },
  updateAbsence: {
    method: 'put',
    path: '/api/absences/{id}',
    summary: 'Replace an absence’s fields (If-Match optional)',
    tag,
    permission: { module: 'absences', action: 'update' },
    params: idParams,
    body: updateAbsenceRequestSchema,
    response: absenceChangeResponseSchema,
    errors: [{ status: 404, codes: ['NOT_FOUND', 'EMPLOYEE_NOT_FOUND'], description: 'The absence, or the employee it names, does not exist' }],
    ifMatch: true,
    mutates: true,
  },
  deleteAbsence: {
    method: 'delete',
    path: '/api/absences/{id}',
    summary: 'Move an absence to the trash',
    tag,
    permission: { module: 'absences', action: 'delete' },
    params: idParams,
    status: 204,
    response: null,
    errors: [404, 412],
    ifMatch: true,
    mutates: true,
  },
});
