import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, time, uuid } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { day } from './columns';

/**
 * An assignment's duties (Dienste): wall-clock times in the planning time zone, an end ≤ start
 * ends the next day. No times = a day of an order without shift times (working time unknown).
 * Read by the conflict checks per employee and date window (duties_employee_date_idx); the
 * employee is copied from the assignment so that read needs no join for the window.
 */
export const duties = pgTable(
  'duties',
  {
    assignmentId: uuid('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    date: day('date').notNull(),
    /** Order of several duties on one date (a split shift). */
    position: smallint('position').notNull().default(0),
    start: time('start'),
    end: time('end'),
    breakMinutes: smallint('break_minutes'),
  },
  (t) => [
    primaryKey({ name: 'duties_pkey', columns: [t.assignmentId, t.date, t.position] }),
    index('duties_employee_date_idx').on(t.employeeId, t.date),
    // Created by migration 0006; declared here so drizzle-kit's snapshot knows it.
    check('duties_times_together', sql`(${t.start} IS NULL) = (${t.end} IS NULL)`),
  ],
);

/**
 * Dates of an assignment whose duties the dispatcher set by hand (explicit `duties` differing from
 * what the order's pattern gives that date, a day off included). A change of the order's pattern
 * regenerates every other future date and keeps these (docs/staffing.md).
 */
export const manualDutyDates = pgTable(
  'manual_duty_dates',
  {
    assignmentId: uuid('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
  },
  (t) => [primaryKey({ name: 'manual_duty_dates_pkey', columns: [t.assignmentId, t.date] })],
);
