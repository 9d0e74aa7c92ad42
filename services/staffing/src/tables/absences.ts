import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { day, live, trashed } from './columns';
import { recordColumns, softDeleteColumns } from '@cs/service-kit/records/columns';
import { employees } from './employees';

export const absences = pgTable(
  'absences',
  {
    id: uuid('id').primaryKey(),
    employeeId: uuid('employee_id').notNull().references(() => employees.id),
    type: text('type').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    note: text('note'),
    ...recordColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    /** Conflict checks: an employee's absences intersecting a range. */
    index('absences_employee_range_idx').on(t.employeeId, t.startDate, t.endDate).where(live),
    index('absences_start_idx').on(t.startDate, t.id).where(live),
    index('absences_deleted_idx').on(t.deletedAt).where(trashed),
  ],
);
