import { count, getTableColumns, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgSession, type PgTable } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * A large SQL expression rendered to its text once, then kept as that text with its placeholders
 * between: embedding it in a query costs a handful of chunks instead of walking the whole tree
 * again. For a query that `perHandle` must build once per transaction (each is a handle of its
 * own), that walk is most of the query's cost in the service. Only for expressions whose values
 * are all `sql.placeholder`s (a bound value would be frozen into the text's parameters).
 */
export function flattenSql<T>(expression: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(expression);
  const chunks: SQL[] = [];
  const parts = text.split(/\$(\d+)/);
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i]));
    else {
      const value = params[Number(parts[i]) - 1];
      if (!is(value, Placeholder)) throw new Error('flattenSql: every value must be a sql.placeholder');
      chunks.push(sql`${value}`);
    }
  }
  return sql.join(chunks) as SQL<T>;
}

/** A statement prepared by `preparedStatement`: its rows as PostgreSQL answers them (column names as written). */
export interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * A statement drizzle's builders cannot express — writes as data-modifying CTEs, `insert … select
 * from unnest(…)` — prepared by `name` like a builder's `.prepare(name)`: rendered once, parsed and
 * planned once per connection instead of once per call (a create's unprepared statements cost
 * PostgreSQL more to plan than to run: docs/benchmarks.md). Its values must be `sql.placeholder`s;
 * pass arrays as `arrayLiteral`s. Uses drizzle's session (`db.session`, the one way to name a
 * statement drizzle's builders do not make), covered by this kit's tests on PGlite and PostgreSQL.
 */
export function preparedStatement(name: string, statement: SQL): (q: Queryable) => PreparedStatement {
  const query = dialect.sqlToQuery(statement);
  if (query.params.some((value) => !is(value, Placeholder))) throw new Error(`preparedStatement ${name}: every value must be a sql.placeholder`);
  return perHandle((q) => (q as unknown as { session: PgSession }).session.prepareQuery(query, undefined, name, false) as unknown as PreparedStatement);
}

/** A row of `table` as a prepared statement answers it (columns by their SQL names), as drizzle's select would map it. */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A PostgreSQL array literal of plain values (dates, times, numbers, uuids; null → NULL), for a `$n::type[]` parameter. */
export function arrayLiteral(values: ReadonlyArray<string | number | null>): string {
  const items = values.map((v) => (v === null ? 'NULL' : String(v)));
  if (items.some((item, i) => values[i] !== null && (item === '' || /^null$|[\s,{}"\\]/i.test(item)))) {
    throw new Error('arrayLiteral: only plain values (no spaces, commas, braces, quotes or backslashes)');
  }
  return `{${items.join(',')}}`;
}

/**
 * Several writes as ONE statement (one round trip): all but the last as data-modifying CTEs, which
 * PostgreSQL runs exactly once each whether or not the last reads them. They see the same snapshot
 * (none sees another's rows), so use it for writes that do not depend on each other.
 */
export function inOneStatement(statements: SQL[]): SQL {
  if (statements.length === 0) throw new Error('inOneStatement: no statement');
  const last = statements[statements.length - 1];
  if (statements.length === 1) return last;
  const ctes = sql.join(statements.slice(0, -1).map((s, i) => sql`${sql.raw(`w${i}`)} as (${s})`), sql`, `);
  return sql`with ${ctes} ${last}`;
}
