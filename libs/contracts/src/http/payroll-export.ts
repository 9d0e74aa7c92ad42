/**
 * Payroll exports (issue 26, docs/billing.md "Payroll export"): per month and run, per employee the
 * minutes by wage type and the working days from confirmed timesheets, with the timesheets a run
 * holds, as JSON, CSV and a DATEV LODAS import file.
 */
import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema } from './common';
import { defineApi, fileAnswerSchema } from './operation';
import { idParams, isoDateSchema } from './staffing-common';

/** A calendar month `2026-10`. */
export const payrollMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month YYYY-MM' });

export const createPayrollExportRequestSchema = z.strictObject({ month: payrollMonthSchema }).meta({ id: 'CreatePayrollExportRequest' });
export type CreatePayrollExportRequest = z.infer<typeof createPayrollExportRequestSchema>;

/** Minutes by wage type and days; `regularMinutes + overtimeMinutes = workedMinutes`, night, Sunday and holiday are parts of it. */
const figures = {
  workedMinutes: z.number().int(),
  regularMinutes: z.number().int(),
  nightMinutes: z.number().int(),
  sundayMinutes: z.number().int(),
  holidayMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  /** Dates (of the duty) with worked time. */
  workingDays: z.number().int(),
  /** Working days with more than 8 hours from the first start to the last end (§ 9 Abs. 4a Satz 3 Nr. 3 EStG). */
  mealAllowanceDays: z.number().int(),
};
export const payrollFiguresSchema = z.object(figures).meta({ id: 'PayrollFigures' });
export type PayrollFigures = z.infer<typeof payrollFiguresSchema>;

export const payrollExportEmployeeSchema = z
  .object({
    employeeId: z.string().uuid(),
    name: z.string(),
    /** As the employee had it when the run was made; null: none entered (the LODAS file answers 409). */
    personnelNumber: z.string().nullable(),
    ...figures,
  })
  .meta({ id: 'PayrollExportEmployee' });

/** `new`: not in the month's previous run; `changed`: that run held another revision of it; `unchanged`: the same revision. */
export const sincePreviousRunSchema = z.enum(['new', 'changed', 'unchanged']);

export const payrollExportTimesheetSchema = z
  .object({
    timesheetId: z.string().uuid(),
    revision: z.number().int(),
    assignmentId: z.string().uuid(),
    employeeId: z.string().uuid(),
    weekStart: isoDateSchema,
    sincePreviousRun: sincePreviousRunSchema,
  })
  .meta({ id: 'PayrollExportTimesheet' });

const stamp = z.object({ userId: z.string().nullable(), name: z.string().nullable() });

export const payrollExportSummarySchema = z
  .object({
    id: z.string().uuid(),
    month: payrollMonthSchema,
    /** 1, 2, … per month. */
    runNumber: z.number().int(),
    createdAt: z.string(),
    createdBy: stamp,
    /** The settings the run was made with (its files never change afterwards). */
    consultantNumber: z.string().nullable(),
    clientNumber: z.string().nullable(),
    wageTypes: z.record(z.string(), z.number().int()),
    nightStart: z.string(),
    nightEnd: z.string(),
    employeeCount: z.number().int(),
    timesheetCount: z.number().int(),
    /** Timesheets new or changed since the month's previous run (all of them in run 1). */
    newOrChangedCount: z.number().int(),
    totals: payrollFiguresSchema,
  })
  .meta({ id: 'PayrollExportSummary' });
export type PayrollExportSummary = z.infer<typeof payrollExportSummarySchema>;

export const payrollExportResponseSchema = payrollExportSummarySchema
  .extend({ employees: z.array(payrollExportEmployeeSchema), timesheets: z.array(payrollExportTimesheetSchema) })
  .meta({ id: 'PayrollExportResponse' });
export type PayrollExportResponse = z.infer<typeof payrollExportResponseSchema>;

export const listPayrollExportsQuerySchema = pagingQuerySchema.extend({ month: payrollMonthSchema.optional() });
export type ListPayrollExportsQuery = z.infer<typeof listPayrollExportsQuerySchema>;

const tag = 'Payroll';
const read = { module: 'payroll', action: 'read' } as const;
const lodasNotReady = {
  status: 409,
  codes: ['PAYROLL_SETTINGS_MISSING', 'PERSONNEL_NUMBERS_MISSING'],
  description: 'The run was made without the DATEV consultant or client number, or with employees without a personnel number: enter them and run the month again',
  extensions: {
    fields: z.array(z.string()).meta({ description: 'The missing settings (`consultantNumber`, `clientNumber`)' }),
    employees: z.array(z.object({ employeeId: z.string(), name: z.string() })).meta({ description: 'Employees of the run without a personnel number' }),
  },
} as const;

export const payrollExportsApi = defineApi({
  createPayrollExport: {
    method: 'post',
    path: '/api/payroll-exports',
    summary: 'Make the next export run of a month from its confirmed timesheets',
    tag,
    permission: { module: 'payroll', action: 'create' },
    body: createPayrollExportRequestSchema,
    status: 201,
    response: payrollExportResponseSchema,
    errors: [{ status: 409, codes: ['PAYROLL_MONTH_EMPTY'], description: 'No confirmed timesheet has a duty in the month' }],
    mutates: true,
  },
  listPayrollExports: {
    method: 'get',
    path: '/api/payroll-exports',
    summary: 'Export runs, newest first, by month',
    tag,
    permission: read,
    query: listPayrollExportsQuerySchema,
    response: pagedResponseSchema(payrollExportSummarySchema).meta({ id: 'PayrollExportSummaryPagedResponse' }),
  },
  getPayrollExport: { method: 'get', path: '/api/payroll-exports/{id}', summary: 'One export run with its employees and timesheets', tag, permission: read, params: idParams, response: payrollExportResponseSchema, errors: [404] },
  getPayrollExportCsv: {
    method: 'get',
    path: '/api/payroll-exports/{id}/csv',
    summary: 'The run as CSV (UTF-8 with BOM, `;`, decimal comma; columns in docs/billing.md)',
    tag,
    permission: read,
    params: idParams,
    response: fileAnswerSchema,
    file: { contentType: 'text/csv; charset=utf-8' },
    errors: [404],
  },
  getPayrollExportLodas: {
    method: 'get',
    path: '/api/payroll-exports/{id}/lodas',
    summary: 'The run as a DATEV LODAS ASCII import file (ISO-8859-1, CRLF)',
    tag,
    permission: read,
    params: idParams,
    response: fileAnswerSchema,
    file: { contentType: 'text/plain; charset=iso-8859-1' },
    errors: [404, lodasNotReady],
  },
});
