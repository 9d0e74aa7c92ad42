/**
 * Issue 13: the conflict check beside its peers, in one run — on a database `npm run bench --
 * staffing` left behind (BENCH_DATABASE_NAME, default bench_staffing). Each target is its own
 * process answering the same random previews (the staffing bench's picker) at 20 connections:
 * - floor: bare node:http + node-postgres, one prepared primary-key read (the least a check that
 *   asks PostgreSQL can cost on this machine),
 * - facts: bare node:http + the service's facts query and mapping, no rules,
 * - checks: bare node:http + facts + every rule (the service without express, auth, validation),
 * - pipelined: the same, its reads on one pipelined connection (as the service's `deps.reads`),
 * - rules: bare node:http + every rule over facts preloaded into memory (no reading at all: the
 *   floor of any design that runs the rules per check),
 * - staffing: the service itself,
 * - staffing-pooled: the service with DATABASE_PIPELINES=0 (its preview's reads on the pool).
 * Rounds are interleaved (every target once per round); each row gives req/s, p50/p99 and the CPU
 * milliseconds per request of the target process and of its PostgreSQL backends.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- check-peers
 * Overrides: BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_POOL_SIZE (4).
 * BENCH_PEER_WORKERS=<n>: the checks and rules peers once more in n processes (node:cluster), the
 * pool shared out among them — does the second core help?
 * BENCH_BASELINE=<another checkout>: its staffing service as one more target (lib/processes.ts).
 * BENCH_TARGETS=floor,facts,checks,pipelined,rules,staffing,staffing-pooled (all): only these targets (the baseline runs whenever
 * BENCH_BASELINE is set) — e.g. `staffing` with BENCH_PROFILE=staffing for a profile of the service alone.
 */
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform } from './lib/platform';
import { staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { baselineStaffing, spawnScript, spawnService, type Child } from './lib/processes';
import { measure, type Measurement } from './lib/measure';
import { cpuTable, withCpuPerRequest, type CpuPerRequest } from './lib/cpu-time';
import { layoutFor } from './lib/staffing-data';
import { checkPath, randomCandidate } from './lib/staffing-requests';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const CONNECTIONS = 20;
const { name, url: dbUrl } = staffingBenchDatabase();

type Row = Measurement & CpuPerRequest;

async function measured(target: Child, label: string, token: string, layout: ReturnType<typeof layoutFor>): Promise<Row> {
  const m = await withCpuPerRequest({ pid: target.pid, dbUrl }, (afterWarmUp) =>
    measure({
      name: label,
      url: target.url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { authorization: `Bearer ${token}` },
      path: () => checkPath(randomCandidate(layout)),
      afterWarmUp,
    }),
  );
  if (m.non2xx || m.errors) {
    const res = await fetch(`${target.url}${checkPath(randomCandidate(layout))}`, { headers: { authorization: `Bearer ${token}` } });
    throw new Error(`${label}: ${m.non2xx} non-2xx, ${m.errors} errors; e.g. ${res.status} ${await res.text()}`);
  }
  return m;
}

/** The checks and rules peers in `workers` processes (none for 1), the pool shared out among them. */
async function inProcesses(workers: number, env: Record<string, string>): Promise<Array<[string, Child]>> {
  if (workers <= 1) return [];
  const many = { ...env, WORKERS: String(workers), POOL_SIZE: String(Math.max(1, Math.round(Number(POOL_SIZE) / workers))) };
  return [
    [`checks: as above, ${workers} processes`, await spawnScript('peers/check-peer.ts', 3967, { ...many, MODE: 'checks' })],
    [`rules: as above, ${workers} processes`, await spawnScript('peers/check-peer.ts', 3968, { ...many, MODE: 'rules' })],
  ];
}

async function main() {
  const { rows } = await withClient(dbUrl, (db) =>
    db.query<{ employees: number; assignments: number; duties: number }>(
      'select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments, (select count(*) from duties)::int as duties',
    ),
  );
  const { employees, assignments, duties } = rows[0];
  const layout = layoutFor(employees, assignments);
  const { nats, issuer, common } = await startBenchPlatform();
  const env = { DATABASE_URL: dbUrl, POOL_SIZE };
  const peer = (mode: string, port: number) => spawnScript('peers/check-peer.ts', port, { ...env, MODE: mode });
  const candidates: Array<[string, string, () => Promise<Child>]> = [
    ['floor', 'floor: node:http + pg, one primary-key read', () => peer('floor', 3961)],
    ['facts', 'facts: node:http + pg, the facts query', () => peer('facts', 3962)],
    ['checks', 'checks: node:http + pg, facts + every rule', () => peer('checks', 3963)],
    ['pipelined', 'checks: as above, reads pipelined', () => spawnScript('peers/check-peer.ts', 3969, { ...env, MODE: 'checks', PIPELINED: '1' })],
    ['rules', 'rules: node:http, every rule over preloaded facts', () => peer('rules', 3966)],
    ['staffing', 'staffing service', () => spawnService('staffing', 3964, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE })],
    ['staffing-pooled', 'staffing service, reads pooled', () => spawnService('staffing', 3970, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE, DATABASE_PIPELINES: '0' })],
  ];
  const chosen = new Set((process.env.BENCH_TARGETS ?? candidates.map(([key]) => key).join(',')).split(','));
  const targets: Array<[string, Child]> = [];
  for (const [key, label, start] of candidates) if (chosen.has(key)) targets.push([label, await start()]);
  if (chosen.has('checks') && chosen.has('rules')) targets.push(...(await inProcesses(Number(process.env.BENCH_PEER_WORKERS ?? 1), env)));
  const baseline = await baselineStaffing(3965, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  if (baseline) targets.push(baseline);
  try {
    const token = await issuer.token({ perm: grant(['assignments'], ['read']) }, { expiresIn: '15m' });
    console.log(`${name}: ${employees} employees, ${assignments} assignments, ${duties} duties; ${CONNECTIONS} connections, pool ${POOL_SIZE}, ${SECONDS} s per run; ${loadNote()}`);
    const results: Row[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [label, target] of targets) {
        const row = await measured(target, `${label} #${round}`, token, layout);
        results.push(row);
        console.log(`  ${row.name}: ${row.requestsPerSec} req/s, p99 ${row.p99} ms; ${loadNote()}`);
      }
    }
    console.log(`\n${cpuTable(results)}`);
    console.log(`\nat the end: ${loadNote()}; target: check p99 ≤ 15 ms at 20 connections`);
  } finally {
    for (const [, target] of targets) await target.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
