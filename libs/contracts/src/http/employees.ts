import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema, text } from './common';
import { defineApi } from './operation';
import { codeSchema, idParams, isoDateSchema, optionalText, recordMeta } from './staffing-common';

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
    dateOfBirth: z.string().nullable(),
    entryDate: z.string(),
    exitDate: z.string().nullable(),
    qualifications: z.array(z.string()),
    weeklyHours: z.number().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'EmployeeResponse' });
export type EmployeeResponse = z.infer<typeof employeeResponseSchema>;

export const listEmployeesQuerySchema = pagingQuerySchema.extend({
  /** Free text over first name, last name, city and email. */
  search: z.string().trim().max(200).optional(),
  qualification: codeSchema.optional(),
  active: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuerySchema>;

const tag = 'Employees';

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
    errors: [413, 415],
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
    response: employeeResponseSchema,
    errors: [404, 412, 413, 415],
    ifMatch: true,
    mutates: true,
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
    errors: [404, 409, 412],
    ifMatch: true,
    mutates: true,
  },
});
