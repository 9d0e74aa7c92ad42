import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Queryable } from '../db';

const isoTimestamp = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Soft delete that is no edit: the row keeps its version; returns when it was deleted. */
export async function markRowDeleted(q: Queryable, table: PgTable, id: string, deletedBy: string | null): Promise<string> {
  const result = await q.execute(sql`update ${table} set deleted_at = now(), deleted_by = ${deletedBy} where id = ${id} returning deleted_at`);
  return isoTimestamp(rowsOf<{ deleted_at: Date | string }>(result)[0].deleted_at);
}

export async function markRowRestored(q: Queryable, table: PgTable, id: string) {
  await q.execute(sql`update ${table} set deleted_at = null, deleted_by = null where id = ${id}`);
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
