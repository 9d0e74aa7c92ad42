import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '@cs/service-kit/records/columns';
import { day } from './columns';
import { employees } from './employees';

/**
 * An employee's stated availability: one row per employee and calendar day (planning time zone).
 * A day without a row has no statement; clearing a day deletes its row. Who set it last: the
 * user's id and display name at the time (the office or the employee themselves).
 */
export const employeeAvailability = pgTable(
  'employee_availability',
  {
    employeeId: uuid('employee_id').notNull().references(() => employees.id),
    date: day('date').notNull(),
    status: text('status', { enum: ['available', 'unavailable', 'preferNot'] }).notNull(),
    /** Shift kinds preferred that day (`early`, `late`, `night`), in that order; empty = no preference. */
    shifts: text('shifts').array().notNull().default(sql`'{}'::text[]`),
    note: text('note'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedById: text('updated_by_id'),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    primaryKey({ name: 'employee_availability_pkey', columns: [t.employeeId, t.date] }),
    check('employee_availability_status_known', sql`${t.status} in ('available', 'unavailable', 'preferNot')`),
    // The candidates' statements: whoever stated something on the window's dates.
    index('employee_availability_date_idx').on(t.date),
    check('employee_availability_shifts_known', sql`${t.shifts} <@ array['early', 'late', 'night']::text[]`),
  ],
);
