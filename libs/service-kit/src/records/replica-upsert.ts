import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db';

export interface ReplicaKeys {
  /** The replica's key: the source record's id or code. */
  key: PgColumn;
  /** What orders the source's states (its version, the event's time): an older state never overwrites a newer one. */
  order: PgColumn;
}

/**
 * Applies one state of a source record to its replica row (a consumer of the source's events): the
 * row is inserted, or updated with every value but the key (and `alsoSet`) unless it already holds
 * a newer state.
 */
export async function upsertReplica<T extends PgTable>(q: Queryable, table: T, { key, order }: ReplicaKeys, values: T['$inferInsert'], alsoSet: Record<string, unknown> = {}) {
  const keyField = Object.entries(getTableColumns(table)).find(([, column]) => column === key)?.[0];
  const set = Object.fromEntries(Object.entries(values).filter(([field]) => field !== keyField));
  await q
    .insert(table)
    .values(values as never)
    .onConflictDoUpdate({ target: key, set: { ...set, ...alsoSet } as never, setWhere: sql`${order} <= excluded.${sql.identifier(order.name)}` });
}
