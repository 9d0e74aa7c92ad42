import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db';
import { nextVersion } from './versions';

/** A table of records: an `id`, a `version` every edit moves on, and `updatedAt`. */
export type RecordTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };
/** A record table with a trash: soft-deleted rows have `deletedAt` set. */
export type TrashableTable = RecordTable & { deletedAt: PgColumn };

/** The rows not in the trash. */
export const liveRows = (table: TrashableTable): SQL => isNull(table.deletedAt);
/** The soft-deleted rows. */
export const trashedRows = (table: TrashableTable): SQL => isNotNull(table.deletedAt);

export interface FindRecordOptions {
  /** Look in the trash instead of the live rows. */
  trashed?: boolean;
  /** Take a row lock: `update`, or `no key update` where foreign-key checks of children must not wait. */
  lock?: boolean | 'update' | 'no key update';
  /** A further condition (an own-scope check). */
  where?: SQL;
}

/** One live (or trashed) record by id, optionally locked. */
export async function findRecord<T extends TrashableTable>(
  q: Queryable,
  table: T,
  id: string,
  { trashed, lock, where }: FindRecordOptions = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = q
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), trashed ? trashedRows(table) : liveRows(table), where));
  const [row] = lock ? await query.for(lock === true ? 'update' : lock) : await query;
  return row as T['$inferSelect'] | undefined;
}

/** An edit of a record: writes `values`, moves `version` on and sets `updatedAt`; returns the row. */
export async function updateRecord<T extends RecordTable>(q: Queryable, table: T, id: string | number, values: Partial<T['$inferInsert']>): Promise<T['$inferSelect']> {
  const [row] = await q
    .update(table as PgTable)
    .set({ ...values, ...nextVersion(table) } as never)
    .where(eq(table.id, id))
    .returning();
  return row as T['$inferSelect'];
}

/** A new record (its `version`, `createdAt`, `updatedAt` from the column defaults); returns the row. */
export async function insertRecord<T extends PgTable>(q: Queryable, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await q
    .insert(table)
    .values(values as never)
    .returning();
  return row as T['$inferSelect'];
}
