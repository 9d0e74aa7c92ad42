/**
 * Issue 27: two staffing processes against one PostgreSQL server, against one process, in the same
 * run — `GET /api/assignments/check` (random previews) and `GET /api/orders/{id}/candidates` (the
 * first page of 20 for a one-week window) at 20 connections. "Two" sends the same 20 connections to
 * both processes (autocannon spreads them, 10 each, one latency histogram); "one" sends all to the
 * first. Rounds alternate one/two so both see the same background load; each measured run records
 * where the CPU went (service processes, PostgreSQL, the load generator) and how busy the machine
 * was — on a 2-core machine that profile, not the replica count, bounds the gain.
 * Data: a fresh database with BENCH_EMPLOYEES (5 000) employees, the bench layout's 200 000 orders
 * and BENCH_ASSIGNMENTS (50 000) assignments with their duties (lib/staffing-data.ts), seeded with
 * set-based SQL in about a minute.
 * Usage: npm run bench -- replicas
 * Overrides: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (10: each scenario on both
 * processes before the first measured run — a fresh process's JIT and pools), BENCH_POOL_SIZE (4 per process),
 * BENCH_DATABASE_NAME (bench_replicas: dropped and created afresh), BENCH_STAFFING_PORT (3941; the
 * second process takes the next port).
 */
import autocannon from 'autocannon';
import { grant } from '@cs/service-kit/testing/index';
import { pick, startBenchPlatform } from './lib/platform';
import { freshDatabase, withClient } from './lib/database';
import { spawnService, type Child } from './lib/processes';
import { measurementOf, warmedRun, type Measurement } from './lib/measure';
import { breakdownTable, cores, withCpuBreakdown, type CpuBreakdown } from './lib/cpu-breakdown';
import { layoutFor, ORDERS, seedAssignments, seedDuties, seedReference, settle, sumDutyWeeks } from './lib/staffing-data';
import { checkPath, randomCandidate } from './lib/staffing-requests';
import { seedClients } from './lib/lending-data';
import { loadNote } from './lib/load-average';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 5_000);
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_STAFFING_PORT ?? 3941);
const CONNECTIONS = 20;

type Row = Measurement & CpuBreakdown;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s; ${loadNote()}`);
  return result;
}

/** One-week windows of random orders (each has a required qualification and 70 days). */
async function candidateWindows(dbUrl: string): Promise<string[]> {
  return withClient(dbUrl, async (db) => {
    const { rows } = await db.query<{ id: string; from: string; to: string }>(
      `select id, start_date::text as "from", (start_date + 6)::text as "to" from orders where required_qualification is not null order by random() limit 50`,
    );
    return rows.map((o) => `/api/orders/${o.id}/candidates?from=${o.from}&to=${o.to}&pageSize=20`);
  });
}

/** 20 connections spread over `urls`: autocannon gives connection i the URL i mod n (its types name one URL). */
const loadOptions = (urls: string[], token: string, path: () => string) => ({
  url: urls as unknown as string,
  connections: CONNECTIONS,
  headers: { authorization: `Bearer ${token}` },
  requests: [{ setupRequest: (req: object) => ({ ...req, path: path() }) }],
});

/** Load that is not measured (warm-up). */
const autocannonRun = ({ url, token, path, seconds }: { url: string[]; token: string; path: () => string; seconds: number }) =>
  autocannon({ ...loadOptions(url, token, path), duration: seconds });

/** One measured run against `targets` (20 connections spread over them), with its CPU breakdown. */
function run(name: string, targets: Child[], dbUrl: string, token: string, path: () => string): Promise<Row> {
  const urls = targets.map((t) => t.url);
  return withCpuBreakdown(
    targets.map((t) => t.pid as number),
    dbUrl,
    async (afterWarmUp) => {
      const m = measurementOf(name, CONNECTIONS, await warmedRun(loadOptions(urls, token, path), SECONDS, afterWarmUp));
      if (m.non2xx || m.errors) throw new Error(`${name}: ${m.non2xx} non-2xx, ${m.errors} errors`);
      return m;
    },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const layout = layoutFor(EMPLOYEES, ASSIGNMENTS);
  const dbUrl = await freshDatabase(process.env.BENCH_DATABASE_NAME ?? 'bench_replicas');
  const { nats, issuer, common } = await startBenchPlatform();
  const env = { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE };
  const first = await spawnService('staffing', PORT, env);
  let second: Child | undefined;
  try {
    await timed(`seeded ${EMPLOYEES} employees, ${ORDERS} orders, directory, contracts, clients`, () =>
      withClient(dbUrl, async (db) => {
        await seedReference(db, EMPLOYEES);
        await seedClients(db);
      }));
    await timed(`seeded ${ASSIGNMENTS} assignments and their duties, week sums, settled`, () =>
      withClient(dbUrl, async (db) => {
        await seedAssignments(db, layout, 0, ASSIGNMENTS);
        await seedDuties(db, 0, ASSIGNMENTS);
        await sumDutyWeeks(db);
        console.log(`  ${await settle(db)}`);
      }));
    second = await spawnService('staffing', PORT + 1, env);
    const token = await issuer.token({ perm: grant(['assignments'], ['read']) }, { expiresIn: '15m' });
    const windows = await candidateWindows(dbUrl);
    const scenarios = [
      { name: 'check preview', path: () => checkPath(randomCandidate(layout)) },
      { name: 'candidates, first page of 20', path: () => pick(windows) },
    ];
    for (const s of scenarios) {
      await autocannonRun({ url: [first.url, second.url], token, path: s.path, seconds: WARMUP_SECONDS });
      console.log(`  warmed up: ${s.name}; ${loadNote()}`);
    }
    const rows: Row[] = [];
    const gains: Record<string, { throughput: number[]; p99: number[] }> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      for (const s of scenarios) {
        const order = round % 2 === 1 ? ['one', 'two'] : ['two', 'one'];
        const measured: Record<string, Row> = {};
        for (const which of order) {
          const targets = which === 'one' ? [first] : [first, second];
          measured[which] = await run(`${s.name}, ${which === 'one' ? 'one process' : 'two processes'} #${round}`, targets, dbUrl, token, s.path);
          console.log(`  ${measured[which].name}: ${measured[which].requestsPerSec} req/s, p99 ${measured[which].p99} ms; ${loadNote()}`);
        }
        rows.push(measured.one, measured.two);
        const gain = (gains[s.name] ??= { throughput: [], p99: [] });
        gain.throughput.push(measured.two.requestsPerSec / measured.one.requestsPerSec);
        gain.p99.push(measured.two.p99 / measured.one.p99);
      }
    }
    console.log(`\n${EMPLOYEES} employees, ${ASSIGNMENTS} assignments, ${ORDERS} orders; ${CONNECTIONS} connections, pool ${POOL_SIZE} per process, ${SECONDS} s per run, ${cores()} cores; ${loadNote()}\n`);
    console.log(breakdownTable(rows));
    for (const [name, g] of Object.entries(gains)) {
      console.log(`${name}: two/one throughput ${g.throughput.map((x) => x.toFixed(2)).join(', ')} (median ${median(g.throughput).toFixed(2)}); p99 ${g.p99.map((x) => x.toFixed(2)).join(', ')} (median ${median(g.p99).toFixed(2)})`);
    }
  } finally {
    await second?.stop();
    await first.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
