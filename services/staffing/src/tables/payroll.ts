import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from '@cs/service-kit/records/columns';
import { day } from './columns';

/** The payroll settings: one row (id = 1), made with the documented defaults on first read. */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    id: smallint('id').primaryKey().default(1),
    consultantNumber: text('consultant_number'),
    clientNumber: text('client_number'),
    /** Wage-type number (LODAS `la_eigene`) by kind: regular, night, sunday, holiday, overtime, mealAllowanceDays. */
    wageTypes: jsonb('wage_types').$type<Record<string, number>>().notNull(),
    nightStart: text('night_start').notNull(),
    nightEnd: text('night_end').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payroll_settings_singleton', sql`${t.id} = 1`)],
);

/** The figures of a run or of one employee in it (minutes and days). */
export interface PayrollFigureColumns {
  workedMinutes: number;
  regularMinutes: number;
  nightMinutes: number;
  sundayMinutes: number;
  holidayMinutes: number;
  overtimeMinutes: number;
  workingDays: number;
  mealAllowanceDays: number;
}

const figureColumns = () => ({
  workedMinutes: integer('worked_minutes').notNull(),
  regularMinutes: integer('regular_minutes').notNull(),
  nightMinutes: integer('night_minutes').notNull(),
  sundayMinutes: integer('sunday_minutes').notNull(),
  holidayMinutes: integer('holiday_minutes').notNull(),
  overtimeMinutes: integer('overtime_minutes').notNull(),
  workingDays: integer('working_days').notNull(),
  mealAllowanceDays: integer('meal_allowance_days').notNull(),
});

/** One export run of a month, numbered per month, with the settings it was made with. Never changed afterwards. */
export const payrollExports = pgTable(
  'payroll_exports',
  {
    id: uuid('id').primaryKey(),
    month: text('month').notNull(),
    runNumber: integer('run_number').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name'),
    consultantNumber: text('consultant_number'),
    clientNumber: text('client_number'),
    wageTypes: jsonb('wage_types').$type<Record<string, number>>().notNull(),
    nightStart: text('night_start').notNull(),
    nightEnd: text('night_end').notNull(),
    employeeCount: integer('employee_count').notNull(),
    timesheetCount: integer('timesheet_count').notNull(),
    newOrChangedCount: integer('new_or_changed_count').notNull(),
    ...figureColumns(),
  },
  (t) => [uniqueIndex('payroll_exports_month_run_idx').on(t.month, t.runNumber)],
);

/** One employee's figures in a run, with name and personnel number as they were then. */
export const payrollExportLines = pgTable(
  'payroll_export_lines',
  {
    exportId: uuid('export_id').notNull().references(() => payrollExports.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    name: text('name').notNull(),
    personnelNumber: text('personnel_number'),
    ...figureColumns(),
  },
  (t) => [primaryKey({ name: 'payroll_export_lines_pkey', columns: [t.exportId, t.employeeId] })],
);

/** The timesheets (id and revision) a run holds, and whether each is new or changed since the month's previous run. */
export const payrollExportTimesheets = pgTable(
  'payroll_export_timesheets',
  {
    exportId: uuid('export_id').notNull().references(() => payrollExports.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id').notNull(),
    revision: integer('revision').notNull(),
    assignmentId: uuid('assignment_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    weekStart: day('week_start').notNull(),
    sincePreviousRun: text('since_previous_run', { enum: ['new', 'changed', 'unchanged'] }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payroll_export_timesheets_pkey', columns: [t.exportId, t.timesheetId] }),
    index('payroll_export_timesheets_assignment_idx').on(t.exportId, t.assignmentId, t.weekStart),
  ],
);
