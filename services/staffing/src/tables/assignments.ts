import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { day, decimal, live, trashed } from './columns';
import { recordColumns, softDeleteColumns } from '@cs/service-kit/records/columns';
import { employees } from './employees';
import { orders } from './orders';

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    employeeId: uuid('employee_id').notNull().references(() => employees.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    hoursPerDay: decimal('hours_per_day', 4).notNull(),
    note: text('note'),
    ...recordColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    /** Conflict checks: an employee's assignments intersecting a range. */
    index('assignments_employee_range_idx').on(t.employeeId, t.startDate, t.endDate).where(live),
    /** Filled status and "order has assignments". */
    index('assignments_order_idx').on(t.orderId, t.startDate).where(live),
    index('assignments_start_idx').on(t.startDate, t.id).where(live),
    index('assignments_deleted_idx').on(t.deletedAt).where(trashed),
  ],
);
