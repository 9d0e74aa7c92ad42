/**
 * Payroll settings (issue 26, docs/billing.md "Payroll export"): the DATEV numbers of the LODAS file,
 * the wage-type number of each kind of hours, and the night window pay counts night minutes in.
 */
import { z } from 'zod';
import { defineApi } from './operation';
import { timeOfDaySchema } from './staffing-common';

/** The kinds of the payroll export, in the order of the files. */
export const wageTypeKinds = ['regular', 'night', 'sunday', 'holiday', 'overtime', 'mealAllowanceDays'] as const;
export type WageTypeKind = (typeof wageTypeKinds)[number];

/** A LODAS own wage type (`la_eigene`): 1–9999. Which numbers mean what is agreed with the payroll office. */
export const wageTypeNumberSchema = z.number().int().min(1).max(9999);

const wageTypesSchema = z.strictObject(Object.fromEntries(wageTypeKinds.map((k) => [k, wageTypeNumberSchema])) as Record<WageTypeKind, typeof wageTypeNumberSchema>);

const settingsFields = {
  /** DATEV Beraternummer: 4–7 digits without a leading zero; null: not entered (the LODAS file answers 409). */
  consultantNumber: z.string().regex(/^[1-9]\d{3,6}$/, { message: 'must be 4 to 7 digits without a leading zero' }).nullable(),
  /** DATEV Mandantennummer: 1–5 digits without a leading zero; null: not entered. */
  clientNumber: z.string().regex(/^[1-9]\d{0,4}$/, { message: 'must be 1 to 5 digits without a leading zero' }).nullable(),
  wageTypes: wageTypesSchema,
  /**
   * The night window of pay (wall clock, planning zone; start after end: across midnight). Default
   * 23:00–06:00, night time of § 2 Abs. 3 ArbZG; independent of a facility's billing window.
   */
  nightStart: timeOfDaySchema,
  nightEnd: timeOfDaySchema,
};

export const updatePayrollSettingsRequestSchema = z
  .strictObject(settingsFields)
  .refine((b) => b.nightStart !== b.nightEnd, { message: 'must differ from nightStart', path: ['nightEnd'] })
  .meta({ id: 'UpdatePayrollSettingsRequest' });
export type UpdatePayrollSettingsRequest = z.infer<typeof updatePayrollSettingsRequestSchema>;

export const payrollSettingsResponseSchema = z
  .object({ ...settingsFields, wageTypes: z.object(wageTypesSchema.shape), version: z.number().int(), updatedAt: z.string() })
  .meta({ id: 'PayrollSettingsResponse' });
export type PayrollSettingsResponse = z.infer<typeof payrollSettingsResponseSchema>;

const tag = 'Payroll';

export const payrollSettingsApi = defineApi({
  getPayrollSettings: {
    method: 'get',
    path: '/api/settings/payroll',
    summary: 'The payroll settings: DATEV consultant and client number, wage-type numbers, the night window of pay',
    tag,
    permission: { module: 'payroll', action: 'read' },
    response: payrollSettingsResponseSchema,
  },
  updatePayrollSettings: {
    method: 'put',
    path: '/api/settings/payroll',
    summary: 'Set the payroll settings; the next export run uses them (If-Match optional)',
    tag,
    permission: { module: 'payroll', action: 'update' },
    body: updatePayrollSettingsRequestSchema,
    response: payrollSettingsResponseSchema,
    ifMatch: true,
    mutates: true,
  },
});
