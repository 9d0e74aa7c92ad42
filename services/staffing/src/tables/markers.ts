import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time jobs that ran (e.g. `value-lists-announced`): a row means "done, never again". */
export const markers = pgTable('markers', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
