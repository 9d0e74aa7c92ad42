import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from '@cs/service-kit/records/columns';
import { assignments } from './assignments';
import { day } from './columns';

/** A wall-clock date and time in the planning time zone (no offset): what was worked, as the clock on the ward showed it. */
const wallClock = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });

/**
 * A timesheet (Leistungsnachweis): one assignment's duties of one ISO week (`week_start` = its
 * Monday), in one revision. A correction after confirmation adds the next revision and marks the
 * confirmed one `superseded_by_id`; at most one revision per assignment and week is current.
 * Employee, order and facility are copied from the assignment for the list's filters.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey(),
    assignmentId: uuid('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    orderId: uuid('order_id').notNull(),
    facilityId: uuid('facility_id').notNull(),
    weekStart: day('week_start').notNull(),
    revision: integer('revision').notNull().default(1),
    state: text('state', { enum: ['open', 'submitted', 'confirmed', 'disputed'] }).notNull().default('open'),
    previousId: uuid('previous_id'),
    supersededById: uuid('superseded_by_id'),
    submittedAt: instant('submitted_at'),
    submittedById: text('submitted_by_id'),
    submittedByName: text('submitted_by_name'),
    confirmedAt: instant('confirmed_at'),
    confirmedById: text('confirmed_by_id'),
    confirmedByName: text('confirmed_by_name'),
    disputedAt: instant('disputed_at'),
    disputedById: text('disputed_by_id'),
    disputedByName: text('disputed_by_name'),
    disputeComment: text('dispute_comment'),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('timesheets_assignment_week_revision_idx').on(t.assignmentId, t.weekStart, t.revision),
    uniqueIndex('timesheets_current_idx').on(t.assignmentId, t.weekStart).where(sql`superseded_by_id is null`),
    index('timesheets_week_idx').on(t.weekStart, t.facilityId),
    index('timesheets_employee_week_idx').on(t.employeeId, t.weekStart),
    check('timesheets_state_known', sql`${t.state} in ('open', 'submitted', 'confirmed', 'disputed')`),
  ],
);

/**
 * One duty of a timesheet: the plan as the duty was when the timesheet was made, and the actual
 * times (null: as planned, nothing entered). Actual start and end are wall-clock date-times in the
 * planning zone, so a night's end names its own date.
 */
export const timesheetRows = pgTable(
  'timesheet_rows',
  {
    timesheetId: uuid('timesheet_id').notNull().references(() => timesheets.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    position: smallint('position').notNull(),
    plannedStart: time('planned_start'),
    plannedEnd: time('planned_end'),
    plannedBreakMinutes: smallint('planned_break_minutes'),
    actualStart: wallClock('actual_start'),
    actualEnd: wallClock('actual_end'),
    actualBreakMinutes: smallint('actual_break_minutes'),
    comment: text('comment'),
    disputeComment: text('dispute_comment'),
  },
  (t) => [
    primaryKey({ name: 'timesheet_rows_pkey', columns: [t.timesheetId, t.date, t.position] }),
    check('timesheet_rows_actual_together', sql`(${t.actualStart} is null) = (${t.actualEnd} is null) and (${t.actualStart} is null) = (${t.actualBreakMinutes} is null)`),
    check('timesheet_rows_actual_order', sql`${t.actualEnd} > ${t.actualStart}`),
  ],
);
