import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column (read as a Date). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Optimistic concurrency (`version`, If-Match) and the two timestamps of every mutable record. */
export const recordColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Soft delete (the trash): set → invisible to every normal read. `deleted_by` is the actor as text. */
export const softDeleteColumns = () => ({
  deletedAt: instant('deleted_at'),
  deletedBy: text('deleted_by'),
});
