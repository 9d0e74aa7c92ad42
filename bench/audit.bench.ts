/**
 * Issue 5 benchmark, on the PostgreSQL server:
 * 1. Event lag from a committed facility update to its audit entry (recorded_at − occurred_at) under a
 *    steady 200 writes/s (open loop, keep-alive PUTs), facilities and audit as separate processes on a
 *    private NATS. Every write must arrive: audit entries == writes answered 200.
 * 2. `GET /api/audit-log?entityType=facility&entityId=…` with 1 000 000 entries, 20 connections (and 1,
 *    to show the service time apart from queueing).
 * Usage: npm run bench -- audit
 * Overrides: BENCH_LAG_SECONDS (30), BENCH_WARMUP_SECONDS (10), BENCH_WRITE_RATE (200), BENCH_AUDIT_ENTRIES (1000000),
 * BENCH_SECONDS (10, the query run).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { facilityEventTypes } from '@cs/contracts/events/facilities';
import { grant } from '@cs/service-kit/testing/index';
import { pick, startBenchPlatform } from './lib/platform';
import { freshDatabase, withClient } from './lib/database';
import { spawnService } from './lib/processes';
import { measure, table } from './lib/measure';
import { paced, round, type PacedRun } from './lib/paced';
import { countEntries, lagStats, lagTimeline, sampleEntityIds, seedAuditEntries, type LagStats } from './lib/audit-data';
import { loadNote } from './lib/load-average';

const LAG_SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 30);
const WRITE_RATE = Number(process.env.BENCH_WRITE_RATE ?? 200);
const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const QUERY_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUERY_CONNECTIONS = 20;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
/** Updates rotate over this many facilities: each is written about once a second, so no row waits on a lock. */
const FACILITIES = WRITE_RATE;
const UPDATED = facilityEventTypes.updated;

async function createFacilities(url: string, headers: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < FACILITIES; i++) {
    const res = await fetch(`${url}/api/facilities`, { method: 'POST', headers, body: JSON.stringify({ name: `Bench Facility ${i}` }) });
    if (!res.ok) throw new Error(`create facility: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** Waits until audit holds `expected` entries of the type (or 60 s pass without progress). */
async function caughtUp(auditDb: string, expected: number): Promise<number> {
  let last = -1;
  let since = Date.now();
  for (;;) {
    const n = await withClient(auditDb, (db) => countEntries(db, UPDATED));
    if (n >= expected) return n;
    if (n !== last) [last, since] = [n, Date.now()];
    if (Date.now() - since > 60_000) return n;
    await sleep(250);
  }
}

function lagTable(run: PacedRun, lag: LagStats, published: number, entries: number) {
  const lost = run.ok - lag.count;
  return [
    '| scenario | target writes/s | achieved | writes 200 | failed | events in outbox | audit entries | lost | lag p50 ms | lag p99 ms | lag max ms | write p50 / p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| facility PUT → audit entry, ${LAG_SECONDS} s | ${WRITE_RATE} | ${run.ratePerSec} | ${run.ok} | ${run.sent - run.ok} | ${published} | ${lag.count} (${entries} all-time) | ${lost} | ${round(lag.p50)} | ${round(lag.p99)} | ${round(lag.max)} | ${run.p50} / ${run.p99} |`,
  ].join('\n');
}

async function main() {
  const { nats, issuer, common } = await startBenchPlatform();
  const facilitiesDb = await freshDatabase('bench_audit_facilities');
  const auditDb = await freshDatabase('bench_audit');
  const facilities = await spawnService('facilities', 3921, { ...common, DATABASE_URL: facilitiesDb });
  const audit = await spawnService('audit', 3924, { ...common, DATABASE_URL: auditDb });
  try {
    const writer = await issuer.token({ perm: grant(['facilities'], ['read', 'create', 'update']), name: 'Bench Writer' }, { expiresIn: '15m' });
    const headers = { authorization: `Bearer ${writer}`, 'content-type': 'application/json' };
    const ids = await createFacilities(facilities.url, headers);
    const update = (i: number) =>
      fetch(`${facilities.url}/api/facilities/${ids[i % ids.length]}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name: `Bench Facility ${i % ids.length}`, city: 'Berlin', billingRate: 42.5, notes: `update ${i}` }),
      });

    const concurrency = process.env.CONSUMER_CONCURRENCY ?? 'default';
    console.log(`lag: warm-up ${WARMUP_SECONDS} s, then ${WRITE_RATE} writes/s for ${LAG_SECONDS} s; audit consumer concurrency ${concurrency}; ${loadNote()}`);
    const warm = await paced({ rate: WRITE_RATE, seconds: WARMUP_SECONDS, send: update });
    const from = new Date();
    const run = await paced({ rate: WRITE_RATE, seconds: LAG_SECONDS, send: (i) => update(warm.sent + i) });
    const loadAfterLag = loadNote();
    const entries = await caughtUp(auditDb, warm.ok + run.ok);
    const lag = await withClient(auditDb, (db) => lagStats(db, UPDATED, from));
    const timeline = await withClient(auditDb, (db) => lagTimeline(db, UPDATED, from));
    const published = await withClient(facilitiesDb, async (db) => {
      const { rows } = await db.query(`select count(*)::int as n from outbox where payload->>'type' = $1 and created_at >= $2`, [UPDATED, from]);
      return rows[0].n as number;
    });
    if (Object.keys(run.failures).length > 0) console.log('write failures:', run.failures);

    console.log(`query: seeding ${ENTRIES} audit entries…`);
    const seeding = Date.now();
    await withClient(auditDb, (db) => seedAuditEntries(db, ENTRIES));
    console.log(`seeded in ${Math.round((Date.now() - seeding) / 1000)} s; ${loadNote()}`);
    const entityIds = await withClient(auditDb, (db) => sampleEntityIds(db, 'facility'));
    const reader = await issuer.token({ perm: grant(['auditLog'], ['read']) }, { expiresIn: '15m' });
    const queries = [];
    // 1 connection shows the service time; 20 connections the target (latency then includes queueing).
    for (const connections of [1, QUERY_CONNECTIONS]) {
      queries.push(
        await measure({
          name: `GET /api/audit-log?entityType=facility&entityId=… (${ENTRIES} entries) direct`,
          url: audit.url,
          connections,
          seconds: QUERY_SECONDS,
          headers: { authorization: `Bearer ${reader}` },
          path: () => `/api/audit-log?entityType=facility&entityId=${pick(entityIds)}`,
        }),
      );
    }

    console.log(`\n#### Event lag (target p99 ≤ 250 ms) — during the run: ${loadAfterLag}\n`);
    console.log(lagTable(run, lag, published, entries));
    console.log(`\nlag p99/max ms per 5 s: ${timeline}`);
    console.log(`\n#### Audit-log query (target p99 ≤ 30 ms) — after the run: ${loadNote()}\n`);
    console.log(table(queries));
  } finally {
    await audit.stop();
    await facilities.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
