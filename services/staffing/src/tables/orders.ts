import type { ShiftPatternResponse } from '@cs/contracts/http/orders';
import { index, integer, jsonb, pgTable, text, time, uuid } from 'drizzle-orm/pg-core';
import { day, decimal, live, trashed } from './columns';
import { recordColumns, softDeleteColumns } from '@cs/service-kit/records/columns';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** A facility of the facility directory (a replica, so no foreign key). */
    facilityId: uuid('facility_id').notNull(),
    requiredQualification: text('required_qualification'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    shiftStart: time('shift_start'),
    shiftEnd: time('shift_end'),
    /** The stored ShiftPatternResponse; null = no shift times (only hoursPerDay). */
    shiftPattern: jsonb('shift_pattern').$type<ShiftPatternResponse>(),
    hoursPerDay: decimal('hours_per_day', 4).notNull(),
    headcount: integer('headcount').notNull().default(1),
    /** Open | Filled | Cancelled; Filled is derived from the assignments (see order-status.ts). */
    status: text('status', { enum: ['Open', 'Filled', 'Cancelled'] }).notNull().default('Open'),
    notes: text('notes'),
    ...recordColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index('orders_start_idx').on(t.startDate, t.id).where(live),
    index('orders_facility_idx').on(t.facilityId, t.startDate).where(live),
    index('orders_deleted_idx').on(t.deletedAt).where(trashed),
  ],
);
