import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Queryable } from '../db';

const isoTimestamp = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The soft delete is an edit like any other (docs/events-and-trash.md, "Delete, restore and
 * `version`"): `version` and `updated_at` move on. Returns when it was deleted.
 */
export async function markRowDeleted(q: Queryable, table: PgTable, id: string, deletedBy: string | null): Promise<string> {
  const result = await q.execute(
    sql`update ${table} set deleted_at = now(), deleted_by = ${deletedBy}, version = version + 1, updated_at = now() where id = ${id} returning deleted_at`,
  );
  return isoTimestamp(rowsOf<{ deleted_at: Date | string }>(result)[0].deleted_at);
}

/** The restore brings every field back as it was; only `version` and `updated_at` move on. */
export async function markRowRestored(q: Queryable, table: PgTable, id: string) {
  await q.execute(sql`update ${table} set deleted_at = null, deleted_by = null, version = version + 1, updated_at = now() where id = ${id}`);
}

export async function removeTrashedRow(q: Queryable, table: PgTable, id: string) {
  await q.execute(sql`delete from ${table} where id = ${id} and deleted_at is not null`);
}

/** Ids soft-deleted longer ago than the retention period, oldest first. */
export async function expiredTrashIds(q: Queryable, table: PgTable, retentionDays: number, limit = 200): Promise<string[]> {
  const result = await q.execute(
    sql`select id from ${table} where deleted_at < now() - make_interval(days => ${retentionDays}) order by deleted_at limit ${limit}`,
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
