import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '@cs/service-kit/records/columns';
import { day } from './columns';
import { employees } from './employees';

/**
 * Earlier periods of an employee at a client, recorded by hand (docs/lending-law.md): lent by
 * another agency, lent by this agency before this system, or directly employed by the client.
 * `party_id` is the counting party: a client of the replica, or a facility that belongs to no client.
 * Hard-deleted (no trash); the audit log keeps the history.
 */
export const lendingHistory = pgTable(
  'lending_history',
  {
    id: uuid('id').primaryKey(),
    employeeId: uuid('employee_id').notNull().references(() => employees.id),
    /** A client of `client_replica` or a facility of `facility_directory` (replicas, so no foreign key). */
    partyId: uuid('party_id').notNull(),
    fromDate: day('from_date').notNull(),
    toDate: day('to_date').notNull(),
    source: text('source', { enum: ['otherAgency', 'beforeThisSystem', 'employedByClient'] }).notNull(),
    note: text('note'),
    ...recordColumns(),
  },
  (t) => [
    index('lending_history_employee_idx').on(t.employeeId, t.fromDate),
    index('lending_history_party_idx').on(t.partyId),
    check('lending_history_range', sql`${t.fromDate} <= ${t.toDate}`),
    check('lending_history_source_known', sql`${t.source} in ('otherAgency', 'beforeThisSystem', 'employedByClient')`),
  ],
);
