import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { day, decimal, live, trashed } from './columns';
import { recordColumns, softDeleteColumns } from '@cs/service-kit/records/columns';

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: day('date_of_birth'),
    entryDate: day('entry_date').notNull(),
    exitDate: day('exit_date'),
    qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
    weeklyHours: decimal('weekly_hours', 5),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    /** Personalnummer in the payroll (DATEV LODAS `pnr`); unique among live employees. */
    personnelNumber: text('personnel_number'),
    /** Lower-cased searchable text (first name, last name, city, email), trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'\n' || coalesce(city, '') || E'\n' || coalesce(email, ''))`,
    ),
    ...recordColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index('employees_name_idx').on(t.lastName, t.firstName, t.id).where(live),
    index('employees_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(live),
    index('employees_deleted_idx').on(t.deletedAt).where(trashed),
    uniqueIndex('employees_personnel_number_idx').on(t.personnelNumber).where(live),
  ],
);
