import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { day } from './columns';
import { employees } from './employees';

/**
 * Issue 13: an employee's duties of live assignments summed per ISO week (working-time/other-weeks.ts):
 * net minutes of the duties starting in the week (DST-correct, in `duty_weeks_zone`'s planning time
 * zone), and per weekday (Monday first) how many duties start on it and how many make it a day with
 * work. Kept by the transactions that change duties or trash and restore assignments (each adds its
 * difference, duty-weeks.repo.ts), so the checks read a few rows where they read months of duties.
 */
export const dutyWeeks = pgTable(
  'duty_weeks',
  {
    employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
    /** The Monday of the ISO week. */
    monday: day('monday').notNull(),
    netMinutes: integer('net_minutes').notNull(),
    starts: smallint('starts').array().notNull(),
    busy: smallint('busy').array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'duty_weeks_pkey', columns: [t.employeeId, t.monday] }),
    // The candidates' week sums: every employee's minutes in a few weeks, read from the index alone
    // (net_minutes a key column rather than INCLUDE: drizzle's schema cannot state INCLUDE).
    index('duty_weeks_monday_idx').on(t.monday, t.employeeId, t.netMinutes),
  ],
);

/** The planning time zone the week sums were computed in (one row): another one at start rebuilds them. */
export const dutyWeeksZone = pgTable(
  'duty_weeks_zone',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('duty_weeks_zone_singleton', sql`${t.id} = 1`)],
);
