import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const severity = (name: string) => text(name, { enum: ['Warning', 'Error'] }).notNull();

/** AssignmentValidationSettings: one row (id = 1), seeded by a migration with the default severities. */
export const assignmentValidationSettings = pgTable(
  'assignment_validation_settings',
  {
    id: smallint('id').primaryKey().default(1),
    qualification: severity('qualification'),
    availability: severity('availability'),
    workingHours: severity('working_hours'),
    overlap: severity('overlap'),
    contractCoverage: severity('contract_coverage'),
    /** Per-rule severities (or `Off`) by rule code (working-time rules and the seed's codes); absent → the check's. */
    rules: jsonb('rules').$type<Record<string, 'Warning' | 'Error' | 'Off'>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('assignment_validation_settings_singleton', sql`${t.id} = 1`)],
);
