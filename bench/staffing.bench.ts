/**
 * Issues 4 and 13 benchmark, on the PostgreSQL server: `GET /api/assignments/check` with 50 000
 * employees, 200 000 orders and first 100 000, then (same run, same process) 1 000 000 assignments,
 * each with its duties (≈ 15 M rows; the check reads the employee's duties in the working-time
 * window); then create-assignment throughput with all checks on. Staffing runs as its own process
 * on a private NATS; the data is seeded with set-based SQL (see lib/staffing-data.ts for its shape).
 * The database it leaves behind is the one the check, candidates and lending-deadlines benches read;
 * it also holds 2 000 clients and lending history (lib/lending-data.ts, issue 25).
 * Usage: npm run bench -- staffing
 * Scale: BENCH_SCALE (1) multiplies the three sizes below (0.02 → 1 000 employees, 2 000 / 20 000 assignments).
 * Overrides: BENCH_EMPLOYEES (50000), BENCH_ASSIGNMENTS_SMALL (100000), BENCH_ASSIGNMENTS_LARGE (1000000),
 * BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (10), BENCH_POOL_SIZE (4: staffing's DATABASE_POOL_SIZE).
 * BENCH_DATABASE_NAME (bench_staffing: dropped and created afresh on the server), BENCH_STAFFING_PORT (3933).
 * Targets (issue 13): check p99 ≤ 15 ms at the large size; large/small p99 ratio ≤ 1.3; create p99 ≤ 60 ms.
 */
import os from 'node:os';
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform } from './lib/platform';
import { freshDatabase, withClient } from './lib/database';
import { spawnService } from './lib/processes';
import { measure, table, type Measurement } from './lib/measure';
import { measureStatuses } from './lib/measure-statuses';
import { withCpuPerRequest } from './lib/cpu-time';
import { layoutFor, ORDERS, seedAssignments, seedDuties, seedReference, settle, sumDutyWeeks, type Layout } from './lib/staffing-data';
import { checkPath, createBody, createRequests, randomCandidate, type Candidate } from './lib/staffing-requests';
import { loadNote } from './lib/load-average';
import { CLIENTS, seedClients, seedLendingHistory } from './lib/lending-data';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (n: number) => Math.round(n * SCALE);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? scaled(50_000));
const SMALL = Number(process.env.BENCH_ASSIGNMENTS_SMALL ?? scaled(100_000));
const LARGE = Number(process.env.BENCH_ASSIGNMENTS_LARGE ?? scaled(1_000_000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Check runs per size; the figures and the ratio use the median run by p99 (the machine is shared). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);
const P99_TARGET_MS = 15;
const RATIO_TARGET = 1.3;
const CREATE_P99_TARGET_MS = 60;

/** 1-minute load average right after each measurement, for the summary. */
const loads: string[] = [];
const noteLoad = (scenario: string) => {
  loads.push(`${scenario} ${os.loadavg()[0].toFixed(1)}`);
  console.log(`  measured; ${loadNote()}`);
};
const thousands = (n: number) => (n % 1_000_000 === 0 ? `${n / 1_000_000}M` : n % 1000 === 0 ? `${n / 1000}k` : String(n));
/** Load before the first measured run, not recorded: the fresh process's JIT and pool warm up. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

async function timed(label: string, work: () => Promise<void>) {
  const started = Date.now();
  await work();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s; ${loadNote()}`);
}

/** Assignments `from` … `to − 1`, then their duties (timed on their own: seconds per million rows). */
async function seedAssignmentsWithDuties(dbUrl: string, layout: Layout, from: number, to: number) {
  await timed(`seeded assignments ${from} … ${to - 1}`, () => withClient(dbUrl, (db) => seedAssignments(db, layout, from, to)));
  const started = Date.now();
  const rows = await withClient(dbUrl, (db) => seedDuties(db, from, to));
  const seconds = (Date.now() - started) / 1000;
  console.log(`seeded ${rows} duties: ${seconds.toFixed(1)} s (${((seconds / rows) * 1e6).toFixed(1)} s per million); ${loadNote()}`);
  // Bulk-loaded duties bypass the service: their week sums are summed again the way the service does at start.
  await timed('duty weeks summed again (all employees)', () => withClient(dbUrl, (db) => sumDutyWeeks(db)));
  await timed('vacuum analyze + checkpoint + prewarm', async () => console.log(`  ${await withClient(dbUrl, settle)}`));
}

type Finding = { code: string; severity: string };

/** What the measured requests ask: 200 previews of the picker, tallied by canSave and finding code. */
async function describeMix(url: string, token: string, pick: () => Candidate) {
  const codes: Record<string, number> = {};
  let savable = 0;
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${url}${checkPath(pick())}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`check answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { canSave: boolean; findings: Finding[] };
    if (body.canSave) savable++;
    for (const f of body.findings) codes[`${f.code} (${f.severity})`] = (codes[`${f.code} (${f.severity})`] ?? 0) + 1;
  }
  return `canSave ${savable}/200; findings ${JSON.stringify(codes)}`;
}

/** Previews of random candidates (see `randomCandidate`). */
const checkLoad = (url: string, token: string, layout: Layout) => ({
  url,
  connections: CONNECTIONS,
  headers: { authorization: `Bearer ${token}` },
  path: () => checkPath(randomCandidate(layout)),
});

/** A measurement with the CPU milliseconds per request of staffing and of its PostgreSQL backends, noted for the summary. */
async function withCpu<M extends Measurement>(target: { staffingPid?: number; dbUrl: string }, run: (afterWarmUp: () => Promise<void>) => Promise<M>): Promise<M> {
  const m = await withCpuPerRequest({ pid: target.staffingPid, dbUrl: target.dbUrl }, run);
  cpuNotes.push(`${m.name}: staffing ${m.processCpuMs.toFixed(2)} ms, PostgreSQL ${m.postgresCpuMs.toFixed(2)} ms CPU per request`);
  return m;
}
const cpuNotes: string[] = [];

/** ROUNDS runs at one size; returns them all and the median by p99. */
async function measureCheck(url: string, token: string, layout: Layout, assignments: number, target: { staffingPid?: number; dbUrl: string }) {
  console.log(`check at ${assignments} assignments — mix: ${await describeMix(url, token, () => randomCandidate(layout))}`);
  const runs: Measurement[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const name = `GET /api/assignments/check (${thousands(assignments)} assignments) #${round}`;
    runs.push(await withCpu(target, (afterWarmUp) => measure({ ...checkLoad(url, token, layout), name, seconds: SECONDS, afterWarmUp })));
    noteLoad(`check ${thousands(assignments)} #${round}`);
  }
  const median = [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)];
  return { runs, median };
}

async function main() {
  const layout = layoutFor(EMPLOYEES, LARGE);
  const { nats, issuer, common } = await startBenchPlatform();
  const dbUrl = await freshDatabase(process.env.BENCH_DATABASE_NAME ?? 'bench_staffing');
  // Four connections: this machine's two cores are shared by PostgreSQL, staffing and the load
  // generator; more backends than cores only queue inside PostgreSQL (docs/benchmarks.md).
  const staffing = await spawnService('staffing', Number(process.env.BENCH_STAFFING_PORT ?? 3933), { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: String(POOL_SIZE) });
  try {
    const reader = await issuer.token({ perm: grant(['assignments'], ['read']) }, { expiresIn: '15m' });
    const writer = await issuer.token({ perm: grant(['assignments'], ['read', 'create']), name: 'Bench Planner' }, { expiresIn: '15m' });
    console.log(`start; ${loadNote()}`);
    await timed(`seeded ${EMPLOYEES} employees (+3 absences each), ${ORDERS} orders, directory, contracts`, () =>
      withClient(dbUrl, (db) => seedReference(db, EMPLOYEES)));
    await timed(`seeded ${CLIENTS} clients, facilities grouped under them`, () => withClient(dbUrl, seedClients));
    await seedAssignmentsWithDuties(dbUrl, layout, 0, SMALL);
    await measure({ ...checkLoad(staffing.url, reader, layout), name: 'warm-up', seconds: WARMUP_SECONDS });
    const target = { staffingPid: staffing.pid, dbUrl };
    const small = await measureCheck(staffing.url, reader, layout, SMALL, target);
    await seedAssignmentsWithDuties(dbUrl, layout, SMALL, LARGE);
    await timed('seeded lending history', async () => console.log(`  ${await withClient(dbUrl, (db) => seedLendingHistory(db, EMPLOYEES))} periods`));
    const large = await measureCheck(staffing.url, reader, layout, LARGE, target);

    console.log(`create — mix: ${await describeMix(staffing.url, reader, () => JSON.parse(createBody(layout)))}`);
    const create = await withCpu(target, (afterWarmUp) => measureStatuses({
      afterWarmUp,
      name: `POST /api/assignments, all checks (${thousands(LARGE)} assignments)`,
      url: staffing.url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...createRequests(writer, layout),
    }));
    noteLoad('create');

    const ratio = large.median.p99 / small.median.p99;
    console.log(`\n${EMPLOYEES} employees, ${ORDERS} orders, ${CONNECTIONS} connections, pool ${POOL_SIZE}, ${SECONDS} s per scenario; ${loadNote()}\n`);
    console.log(table([...small.runs, ...large.runs, create]));
    console.log(`\n1-minute load right after each scenario: ${loads.join(', ')}`);
    console.log(`\nCPU per request (robust to other load):\n${cpuNotes.join('\n')}`);
    console.log(`\ncreate answers: ${Object.entries(create.statuses).map(([code, n]) => `${code} × ${n}`).join(', ')} (409 = refused by a check: a correct answer)`);
    const summary = (m: Measurement) => `${m.requestsPerSec} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms (${m.name})`;
    console.log(`median check runs: ${summary(small.median)}; ${summary(large.median)}`);
    console.log(`check p99 at ${thousands(LARGE)}: ${large.median.p99} ms (target ≤ ${P99_TARGET_MS}) ${large.median.p99 <= P99_TARGET_MS ? 'met' : 'MISSED'}`);
    console.log(`check p99 ${thousands(LARGE)}/${thousands(SMALL)}: ${ratio.toFixed(2)} (target ≤ ${RATIO_TARGET}) ${ratio <= RATIO_TARGET ? 'met' : 'MISSED'}`);
    console.log(`create p99: ${create.p99} ms (target ≤ ${CREATE_P99_TARGET_MS}) ${create.p99 <= CREATE_P99_TARGET_MS ? 'met' : 'MISSED'}`);
  } finally {
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
