/**
 * The candidates' bare peer (issue 24): the ranking query of a first page alone, straight against
 * PostgreSQL — the service's own statement (`rankingSliceSql`, its first slice), sent as one
 * round trip per request by `connections` node-postgres clients (JIT off per connection, as the
 * service sets it per query). No HTTP, no checks, no reasons: the floor of this design.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from '@cs/service-kit';
import { defaultScoreWeights } from '@cs/contracts/http/candidates';
import { findOrder } from '../../services/staffing/src/orders/orders.repo';
import { rankingOf } from '../../services/staffing/src/candidates/ranking-query';
import { rankingSliceSql } from '../../services/staffing/src/candidates/ranking.repo';
import { firstSliceSize } from '../../services/staffing/src/candidates/walk-ranking';
import type { Measurement } from './measure';

const defaultWeights = defaultScoreWeights;

/** The first slice's statement (text and parameters) of a first page of `pageSize` for each order-week. */
export async function firstSliceStatements(dbUrl: string, weeks: Array<{ orderId: string; from: string; to: string }>, pageSize: number) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  const db = drizzle(pool) as unknown as Queryable;
  try {
    const statements: Array<{ sql: string; params: unknown[] }> = [];
    for (const w of weeks) {
      const found = await findOrder(db, w.orderId);
      if (!found) throw new Error(`order ${w.orderId} not found`);
      const { ranking } = await rankingOf(db, found.order, { from: w.from, to: w.to }, { ...defaultWeights }, false);
      const { sql, params } = new PgDialect().sqlToQuery(rankingSliceSql(ranking, null, firstSliceSize(pageSize + 1)));
      statements.push({ sql, params });
    }
    return statements;
  } finally {
    await pool.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `connections` clients sending random statements of `statements` back to back for `seconds` (after a 2 s warm-up). */
export async function measureBare(name: string, dbUrl: string, statements: Array<{ sql: string; params: unknown[] }>, connections: number, seconds: number): Promise<Measurement> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: dbUrl, options: '-c jit=off' });
      await client.connect();
      return client;
    }),
  );
  const run = async (ms: number) => {
    const latencies: number[] = [];
    const until = performance.now() + ms;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          const s = statements[Math.floor(Math.random() * statements.length)];
          const started = performance.now();
          await client.query(s.sql, s.params);
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies;
  };
  try {
    await run(2000);
    const latencies = (await run(seconds * 1000)).sort((a, b) => a - b);
    const round = (x: number) => Math.round(x);
    return { name, connections, requestsPerSec: round(latencies.length / seconds), p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), non2xx: 0, errors: 0, total: latencies.length };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

