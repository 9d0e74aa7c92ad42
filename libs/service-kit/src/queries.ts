import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './db';

/** `%`, `_` and `\` in user input match themselves in a LIKE pattern. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PageOptions {
  page: number;
  pageSize: number;
  /**
   * Count matches only up to this many (free-text search over large tables): an exact count of
   * tens of thousands of substring matches costs a full scan, a capped one stops early. Above the
   * cap the result says `totalCapped: true` and `total` is the cap.
   */
  countLimit?: number;
}

/** One page of a table's rows (`order` must make it stable, e.g. end with the id) and how many match in all. */
export async function selectPage<T extends PgTable>(
  q: Queryable,
  table: T,
  where: SQL | undefined,
  order: Array<SQL | PgColumn>,
  { page, pageSize, countLimit }: PageOptions,
): Promise<{ rows: T['$inferSelect'][]; total: number; totalCapped: boolean }> {
  const matching = q.select({ one: sql`1` }).from(table as PgTable).where(where);
  const [rows, [{ total }]] = await Promise.all([
    q.select().from(table as PgTable).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize),
    countLimit === undefined
      ? q.select({ total: count() }).from(table as PgTable).where(where)
      : q.select({ total: count() }).from(matching.limit(countLimit + 1).as('capped')),
  ]);
  const totalCapped = countLimit !== undefined && total > countLimit;
  return { rows: rows as T['$inferSelect'][], total: totalCapped ? countLimit : total, totalCapped };
}

/**
 * A query built once per database handle — a transaction is a handle of its own — instead of once
 * per request: building a drizzle query costs more CPU than PostgreSQL spends running a simple
 * one. `build` usually ends in `.prepare('name')`, so each connection also plans it only once.
 */
export function perHandle<Q>(build: (q: Queryable) => Q): (q: Queryable) => Q {
  const built = new WeakMap<Queryable, Q>();
  return (q) => {
    let query = built.get(q);
    if (!query) built.set(q, (query = build(q)));
    return query;
  };
}
