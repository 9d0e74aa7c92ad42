import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './db';

/** `%`, `_` and `\` in user input match themselves in a LIKE pattern. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a table's rows (`order` must make it stable, e.g. end with the id) and how many match in all. */
export async function selectPage<T extends PgTable>(
  q: Queryable,
  table: T,
  where: SQL | undefined,
  order: Array<SQL | PgColumn>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    q.select().from(table as PgTable).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize),
    q.select({ total: count() }).from(table as PgTable).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}
