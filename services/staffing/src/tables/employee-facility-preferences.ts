import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '@cs/service-kit/records/columns';
import { employees } from './employees';

/**
 * Clients' wishes: a facility blocks (`blocked`, with a reason) or prefers (`preferred`) an
 * employee. One entry per pair; hard-deleted (no trash), the audit log keeps the history.
 */
export const employeeFacilityPreferences = pgTable(
  'employee_facility_preferences',
  {
    id: uuid('id').primaryKey(),
    employeeId: uuid('employee_id').notNull().references(() => employees.id),
    /** A facility of the facility directory (a replica, so no foreign key). */
    facilityId: uuid('facility_id').notNull(),
    preference: text('preference', { enum: ['blocked', 'preferred'] }).notNull(),
    reason: text('reason'),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name'),
    ...recordColumns(),
  },
  (t) => [
    unique('employee_facility_preferences_pair_key').on(t.employeeId, t.facilityId),
    index('employee_facility_preferences_facility_idx').on(t.facilityId),
    check('employee_facility_preferences_known', sql`${t.preference} in ('blocked', 'preferred')`),
    check('employee_facility_preferences_block_reason', sql`${t.preference} <> 'blocked' or coalesce(${t.reason}, '') <> ''`),
  ],
);
