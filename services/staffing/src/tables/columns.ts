import { sql } from 'drizzle-orm';
import { date, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the staffing tables. */
export const day = (name: string) => date(name, { mode: 'string' });
export const decimal = (name: string, precision: number) => numeric(name, { precision, scale: 2, mode: 'number' });

/** Optimistic concurrency and timestamps of every mutable record. */
export const recordColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Soft delete: set → invisible to every normal read and to the conflict checks. */
export const softDeleteColumns = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: text('deleted_by'),
});

export const live = sql`deleted_at is null`;
export const trashed = sql`deleted_at is not null`;
