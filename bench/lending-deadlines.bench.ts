/**
 * Issue 25: `GET /api/lending-deadlines?within=30` (first page of 20) at 5 connections, beside its
 * bare peer in the same run — the service's own prefilter statement (`deadlineCandidatesSql`: the
 * employee × client pairs that can have a deadline) sent straight to PostgreSQL by 5 node-postgres
 * clients, JIT off: no HTTP, no clocks, the floor of this design. Works on whatever database
 * BENCH_DATABASE_NAME names (default bench_staffing, as `npm run bench -- staffing` leaves it, with
 * its 2 000 clients and lending history); it only reads.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- lending-deadlines
 * Overrides: BENCH_SECONDS (10), BENCH_POOL_SIZE (4), BENCH_WITHIN (30).
 * Target (issue 25): p99 ≤ 100 ms at 5 connections at the bench size.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { grant } from '@cs/service-kit/testing/index';
import { deadlineCandidatesSql } from '../services/staffing/src/lending-clock/deadline-candidates.repo';
import { planningDay } from '../services/staffing/src/working-time/planning-zone';
import { startBenchPlatform } from './lib/platform';
import { staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { spawnService } from './lib/processes';
import { measure, table } from './lib/measure';
import { measureBare } from './lib/bare-ranking';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const WITHIN = Number(process.env.BENCH_WITHIN ?? 30);
const CONNECTIONS = 5;
const P99_TARGET_MS = 100;
const { name, url: dbUrl } = staffingBenchDatabase();

async function sizes() {
  return withClient(dbUrl, async (db) => {
    const { rows } = await db.query<Record<string, number>>(
      `select (select count(*) from employees)::int as employees, (select count(*) from assignments where deleted_at is null)::int as assignments,
              (select count(*) from client_replica)::int as clients, (select count(*) from lending_history)::int as history`,
    );
    return rows[0];
  });
}

async function main() {
  const size = await sizes();
  const today = planningDay();
  const { nats, issuer, common } = await startBenchPlatform();
  const staffing = await spawnService('staffing', 3975, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  try {
    const token = await issuer.token({ perm: grant(['lending'], ['read']) }, { expiresIn: '15m' });
    const path = `/api/lending-deadlines?within=${WITHIN}`;
    console.log(`${name}: ${JSON.stringify(size)}; today ${today}; ${CONNECTIONS} connections, pool ${POOL_SIZE}; ${loadNote()}`);
    const prefilter = new PgDialect().sqlToQuery(deadlineCandidatesSql({ today, within: WITHIN }));
    const pairs = await withClient(dbUrl, async (db) => (await db.query(prefilter.sql, prefilter.params)).rowCount);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await fetch(`${staffing.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`lending-deadlines → ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { totalCount: number };
      console.log(`  one request alone: ${Math.round(performance.now() - started)} ms; ${pairs} pairs read, ${body.totalCount} deadlines`);
    }
    const row = await measure({ name: `lending deadlines, within ${WITHIN}, first page of 20`, url: staffing.url, connections: CONNECTIONS, seconds: SECONDS, headers: { authorization: `Bearer ${token}` }, path: () => path });
    if (row.non2xx || row.errors) throw new Error(`lending-deadlines: ${row.non2xx} non-2xx, ${row.errors} errors`);
    const bare = await measureBare('prefilter statement alone, straight to PostgreSQL', dbUrl, [prefilter], CONNECTIONS, SECONDS);
    console.log(`\n${table([row, bare])}`);
    console.log(`\nat the end: ${loadNote()}; p99 ${row.p99} ms (target ≤ ${P99_TARGET_MS} ms at ${CONNECTIONS} connections) ${row.p99 <= P99_TARGET_MS ? 'met' : 'MISSED'}`);
  } finally {
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
