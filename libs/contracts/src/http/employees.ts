import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema, text } from './common';
import { findingSchema } from './assignments';
import { defineApi } from './operation';
import { queryBoolean } from './query-boolean';
import { codeSchema, idParams, isoDateSchema, optionalText, recordMeta } from './staffing-common';

/** A DATEV personnel number: 1–5 digits without a leading zero (LODAS allows 1–99999). */
export const personnelNumberSchema = z.string().regex(/^[1-9]\d{0,4}$/, { message: 'must be 1 to 5 digits without a leading zero (1–99999)' });

/**
 * The editable fields of an employee. PUT replaces all of them (a field left out is reset to its
 * default). Qualifications are codes of the `qualifications` value list; new codes must be active.
 */
const employeeFields = {
  firstName: text(100).min(1, { message: 'is required' }),
  lastName: text(100).min(1, { message: 'is required' }),
  dateOfBirth: isoDateSchema.nullable().optional(),
  entryDate: isoDateSchema,
  exitDate: isoDateSchema.nullable().optional(),
  qualifications: z.array(codeSchema).max(20).optional(),
  /** Contracted hours per week; null = none agreed (no personal weekly limit is checked). */
  weeklyHours: z.number().min(0).max(80).nullable().optional(),
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  phone: optionalText(50),
  email: z.email().max(254).nullable().optional(),
  active: z.boolean().optional(),
  /**
   * Personalnummer in the payroll (DATEV LODAS `pnr`: 1–5 digits, 1–99999, no leading zero); unique
   * among live employees (409 `PERSONNEL_NUMBER_TAKEN`). Null: not entered yet (only the LODAS file
   * needs it).
   */
  personnelNumber: personnelNumberSchema.nullable().optional(),
};

/** The UTC calendar day today, for "in the past" rules. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const employeeBody = z
  .strictObject(employeeFields)
  .refine((b) => !b.exitDate || b.entryDate <= b.exitDate, { message: 'must not be before entryDate', path: ['exitDate'] })
  .refine((b) => !b.dateOfBirth || b.dateOfBirth < todayUtc(), { message: 'must be in the past', path: ['dateOfBirth'] });

export const createEmployeeRequestSchema = employeeBody.meta({ id: 'CreateEmployeeRequest' });
export const updateEmployeeRequestSchema = employeeBody.meta({ id: 'UpdateEmployeeRequest' });
export type EmployeeRequest = z.infer<typeof employeeBody>;

export const employeeResponseSchema = z
  .object({
    ...recordMeta,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: isoDateSchema.nullable(),
    entryDate: isoDateSchema,
    exitDate: isoDateSchema.nullable(),
    qualifications: z.array(z.string()),
    weeklyHours: z.number().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    active: z.boolean(),
    personnelNumber: z.string().nullable(),
  })
  .meta({ id: 'EmployeeResponse' });
export type EmployeeResponse = z.infer<typeof employeeResponseSchema>;

/** A future assignment of the employee with the findings its checks give now (reverse checks, docs/staffing.md). */
export const affectedAssignmentSchema = z
  .object({
    assignment: z.object({
      id: z.string().uuid(),
      orderId: z.string().uuid(),
      facilityId: z.string().uuid(),
      /** The facility's name from staffing's facility directory; null while the directory does not know it. */
      facilityName: z.string().nullable(),
      startDate: isoDateSchema,
      endDate: isoDateSchema,
    }),
    findings: z.array(findingSchema).min(1),
  })
  .meta({ id: 'AffectedAssignment' });
export type AffectedAssignment = z.infer<typeof affectedAssignmentSchema>;

/**
 * The employee's future assignments (ending today or later in the planning time zone) that have
 * findings, soonest first. At most the next 100 future assignments are checked; `truncated` says
 * that there were more, which were not checked.
 */
export const affectedAssignmentsSchema = z
  .object({
    items: z.array(affectedAssignmentSchema),
    truncated: z.boolean(),
  })
  .meta({ id: 'AffectedAssignments' });
export type AffectedAssignments = z.infer<typeof affectedAssignmentsSchema>;

/** Update answer: the employee and, when a field the checks read changed, the re-checked future assignments. */
export const updateEmployeeResponseSchema = employeeResponseSchema
  .extend({ affectedAssignments: affectedAssignmentsSchema.optional() })
  .meta({ id: 'UpdateEmployeeResponse' });
export type UpdateEmployeeResponse = z.infer<typeof updateEmployeeResponseSchema>;

export const listEmployeesQuerySchema = pagingQuerySchema.extend({
  /** Free text over first name, last name, city and email. */
  search: z.string().trim().max(200).optional(),
  qualification: codeSchema.optional(),
  active: queryBoolean().optional(),
});
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuerySchema>;

const tag = 'Employees';
const personnelNumberTaken = {
  status: 409,
  codes: ['PERSONNEL_NUMBER_TAKEN'],
  description: 'Another live employee has this personnel number',
  extensions: { employeeId: z.string().uuid().meta({ description: 'The employee who has it' }) },
} as const;

export const employeesApi = defineApi({
  listEmployees: {
    method: 'get',
    path: '/api/employees',
    summary: 'List employees (Own scope: only your linked employee)',
    tag,
    permission: { module: 'employees', action: 'read', own: true },
    query: listEmployeesQuerySchema,
    response: pagedResponseSchema(employeeResponseSchema).meta({ id: 'EmployeeResponsePagedResponse' }),
  },
  getEmployee: {
    method: 'get',
    path: '/api/employees/{id}',
    summary: 'Get one employee (Own scope: only your linked employee)',
    tag,
    permission: { module: 'employees', action: 'read', own: true },
    params: idParams,
    response: employeeResponseSchema,
    errors: [404],
  },
  createEmployee: {
    method: 'post',
    path: '/api/employees',
    summary: 'Create an employee',
    tag,
    permission: { module: 'employees', action: 'create' },
    body: createEmployeeRequestSchema,
    response: employeeResponseSchema,
    errors: [personnelNumberTaken],
    mutates: true,
  },
  updateEmployee: {
    method: 'put',
    path: '/api/employees/{id}',
    summary: 'Replace an employee’s editable fields (If-Match optional)',
    tag,
    permission: { module: 'employees', action: 'update' },
    params: idParams,
    body: updateEmployeeRequestSchema,
    response: updateEmployeeResponseSchema,
    errors: [404, personnelNumberTaken],
    ifMatch: true,
    mutates: true,
  },
  getEmployeeConflicts: {
    method: 'get',
    path: '/api/employees/{id}/conflicts',
    summary: 'The current check findings of the employee’s next 100 future assignments, those with findings only (Own scope: yours only)',
    tag,
    permission: { module: 'assignments', action: 'read', own: true },
    params: idParams,
    response: affectedAssignmentsSchema,
    errors: [404],
  },
  deleteEmployee: {
    method: 'delete',
    path: '/api/employees/{id}',
    summary: 'Move an employee to the trash (refused while they have absences or assignments)',
    tag,
    permission: { module: 'employees', action: 'delete' },
    params: idParams,
    status: 204,
    response: null,
    errors: [
      404,
      {
        status: 409,
        codes: ['EMPLOYEE_IN_USE'],
        extensions: { assignments: z.number().int().meta({ description: 'Live assignments of the employee' }), absences: z.number().int().meta({ description: 'Live absences of the employee' }) },
      },
    ],
    ifMatch: true,
    mutates: true,
  },
});
