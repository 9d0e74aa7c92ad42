import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '@cs/service-kit/records/columns';
import { employees } from './employees';

/** Kilometres from an employee to a facility; one entry per pair, hard-deleted (no trash). */
export const employeeDistances = pgTable(
  'employee_distances',
  {
    id: uuid('id').primaryKey(),
    employeeId: uuid('employee_id').notNull().references(() => employees.id),
    /** A facility of the facility directory (a replica, so no foreign key). */
    facilityId: uuid('facility_id').notNull(),
    km: numeric('km', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    ...recordColumns(),
  },
  (t) => [
    unique('employee_distances_pair_key').on(t.employeeId, t.facilityId),
    index('employee_distances_facility_idx').on(t.facilityId),
    check('employee_distances_km_positive', sql`${t.km} > 0`),
  ],
);
