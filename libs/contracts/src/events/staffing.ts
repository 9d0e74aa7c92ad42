import { z } from 'zod';
import { employeeResponseSchema } from '../http/employees';
import { absenceResponseSchema } from '../http/absences';
import { orderResponseSchema } from '../http/orders';
import { acknowledgedWarningsSchema, assignmentResponseSchema } from '../http/assignments';
import { assignmentValidationSettingsResponseSchema } from '../http/assignment-settings';
import { availabilityStatusSchema } from '../http/availability';
import { preferenceResponseSchema } from '../http/employee-facility-preferences';
import { lendingHistoryResponseSchema } from '../http/lending-history';
import { shiftKindSchema } from '../shift-kinds';
import { timesheetResponseSchema } from '../http/timesheets';
import { invoiceSummarySchema } from '../http/invoices';
import { invoiceSellerResponseSchema } from '../http/invoice-seller';
import { payrollSettingsResponseSchema } from '../http/payroll-settings';
import { payrollExportSummarySchema } from '../http/payroll-export';

/**
 * Events staffing publishes on the STAFFING stream (`staffing.>`), subject `<type>.v1`.
 * - `staffing.<aggregate>.created|updated|restored`: data = the record as its GET answers.
 * - `staffing.<aggregate>.deleted`: the record plus `label`, `deletedAt`, `deletedBy` (user id).
 * - `staffing.<aggregate>.purged`: `{ id, label }`.
 * - `staffing.settings.updated`: the AssignmentValidationSettings.
 * Aggregates (= `subject.type`): employee, absence, order, assignment.
 */
export const staffingAggregates = ['employee', 'absence', 'order', 'assignment'] as const;
export type StaffingAggregate = (typeof staffingAggregates)[number];

export const staffingEventTypes = {
  employee: eventTypesOf('employee'),
  absence: eventTypesOf('absence'),
  order: eventTypesOf('order'),
  assignment: eventTypesOf('assignment'),
  settingsUpdated: 'staffing.settings.updated',
} as const;

function eventTypesOf<A extends StaffingAggregate>(aggregate: A) {
  return {
    created: `staffing.${aggregate}.created`,
    updated: `staffing.${aggregate}.updated`,
    deleted: `staffing.${aggregate}.deleted`,
    restored: `staffing.${aggregate}.restored`,
    purged: `staffing.${aggregate}.purged`,
  } as const;
}

const deletion = { label: z.string(), deletedAt: z.string(), deletedBy: z.string().nullable() };

export const employeeEventDataSchema = employeeResponseSchema;
export const employeeDeletedDataSchema = employeeResponseSchema.extend(deletion);
export const absenceEventDataSchema = absenceResponseSchema;
export const absenceDeletedDataSchema = absenceResponseSchema.extend(deletion);
export const orderEventDataSchema = orderResponseSchema;
export const orderDeletedDataSchema = orderResponseSchema.extend(deletion);
/** Saved over Warnings: `acknowledgement` says by whom, why, and which findings. */
export const assignmentEventDataSchema = assignmentResponseSchema.extend({ acknowledgement: acknowledgedWarningsSchema.optional() });
export const assignmentDeletedDataSchema = assignmentResponseSchema.extend(deletion);
export const purgedDataSchema = z.object({ id: z.string(), label: z.string() });
export const settingsUpdatedDataSchema = assignmentValidationSettingsResponseSchema;

export type EmployeeEventData = z.infer<typeof employeeEventDataSchema>;
export type EmployeeDeletedData = z.infer<typeof employeeDeletedDataSchema>;
export type PurgedData = z.infer<typeof purgedDataSchema>;

/**
 * `staffing.availability.updated` (subject `{ type: 'availability', id: <employeeId> }`), one per
 * PUT: the dates it named as they are afterwards (`status: null`: cleared). Its `changes` name each
 * date that changed (`field` = the date, before/after `{ status, shifts, note }` or null).
 */
export const availabilityEventTypes = { updated: 'staffing.availability.updated' } as const;
export const availabilityUpdatedDataSchema = z.object({
  employeeId: z.string().uuid(),
  /** "Müller, Anna". */
  label: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      status: availabilityStatusSchema.nullable(),
      shifts: z.array(shiftKindSchema),
      note: z.string().nullable(),
    }),
  ),
});
export type AvailabilityUpdatedData = z.infer<typeof availabilityUpdatedDataSchema>;

/**
 * `staffing.employeeFacilityPreference.created|deleted` (subject `{ type: 'employeeFacilityPreference', id }`):
 * the record; `deleted` (a hard delete, no trash) adds its `label` ("Müller, Anna – Haus Sonne: blocked").
 */
export const preferenceEventTypes = {
  created: 'staffing.employeeFacilityPreference.created',
  deleted: 'staffing.employeeFacilityPreference.deleted',
} as const;
export const preferenceEventDataSchema = preferenceResponseSchema;
export const preferenceDeletedDataSchema = preferenceResponseSchema.extend({ label: z.string() });

/**
 * `staffing.lendingHistory.created|updated|deleted` (subject `{ type: 'lendingHistory', id }`): the
 * history period as its GET answers; `deleted` (a hard delete, no trash) adds its `label`.
 */
export const lendingHistoryEventTypes = {
  created: 'staffing.lendingHistory.created',
  updated: 'staffing.lendingHistory.updated',
  deleted: 'staffing.lendingHistory.deleted',
} as const;
export const lendingHistoryEventDataSchema = lendingHistoryResponseSchema;
export const lendingHistoryDeletedDataSchema = lendingHistoryResponseSchema.extend({ label: z.string() });

/**
 * `staffing.timesheet.created|updated` (subject `{ type: 'timesheet', id }`): the timesheet with its
 * rows as GET answers it, without the findings (they follow other records). `created` for a new
 * revision (a correction after confirmation), `updated` for every edit and state change — the
 * `state` change names the step. A week's first timesheets, made on its first read, record none.
 */
export const timesheetEventTypes = { created: 'staffing.timesheet.created', updated: 'staffing.timesheet.updated' } as const;
export const timesheetEventDataSchema = timesheetResponseSchema.omit({ findings: true });

/**
 * `staffing.invoice.created|updated|deleted` (subject `{ type: 'invoice', id }`): the invoice as its
 * list answers it (totals, state, number; its lines are read by id). `created` for a draft and for a
 * cancellation invoice, `updated` for a recalculation, the issue and the cancellation (the `state`
 * change names the step), `deleted` for a deleted draft (adds its `label`).
 */
export const invoiceEventTypes = { created: 'staffing.invoice.created', updated: 'staffing.invoice.updated', deleted: 'staffing.invoice.deleted' } as const;
export const invoiceEventDataSchema = invoiceSummarySchema;
export const invoiceDeletedDataSchema = invoiceSummarySchema.extend({ label: z.string() });

/** `staffing.invoiceSeller.updated` (subject `{ type: 'invoiceSeller', id: 'invoice-seller' }`): the seller data as its GET answers. */
export const invoiceSellerEventTypes = { updated: 'staffing.invoiceSeller.updated' } as const;
export const invoiceSellerEventDataSchema = invoiceSellerResponseSchema;

/**
 * `staffing.payrollSettings.updated` (subject `{ type: 'payrollSettings', id: 'payroll' }`): the
 * settings as GET answers. `staffing.payrollExport.created` (subject `{ type: 'payrollExport', id }`,
 * label "Lohnexport 2026-10 Lauf 2"): the run without its employees and timesheets (GET has them).
 */
export const payrollEventTypes = { settingsUpdated: 'staffing.payrollSettings.updated', exportCreated: 'staffing.payrollExport.created' } as const;
export const payrollSettingsUpdatedDataSchema = payrollSettingsResponseSchema;
export const payrollExportCreatedDataSchema = payrollExportSummarySchema;
