/**
 * Issue 13: is "create with all rules p99 ≤ 60 ms at 20 connections" out of this machine's reach,
 * or is it the service? The staffing bench's creates (its picker: 80 % into free slots) against two
 * targets on the database `npm run bench -- staffing` left (BENCH_DATABASE_NAME): the bare peer
 * (bench/peers/create-peer.ts: node:http + node-postgres, the service's statements and rules, no
 * framework) and the staffing service, rounds alternating, each with the CPU ms per request of the
 * process and of its PostgreSQL backends. The service's outbox relay publishes both targets' events.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- create-peers
 * Overrides: BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_POOL_SIZE (4). Adds assignments to the database.
 * BENCH_BASELINE=<another checkout>: its staffing service as a third target (lib/processes.ts).
 */
import { grant } from '@cs/service-kit/testing/index';
import { staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { startBenchPlatform } from './lib/platform';
import { baselineStaffing, spawnScript, spawnService, type Child } from './lib/processes';
import { measureStatuses } from './lib/measure-statuses';
import { cpuTable, withCpuPerRequest } from './lib/cpu-time';
import { layoutFor } from './lib/staffing-data';
import { createRequests } from './lib/staffing-requests';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const CONNECTIONS = 20;
const { name, url: dbUrl } = staffingBenchDatabase();

async function main() {
  const { rows } = await withClient(dbUrl, (db) =>
    db.query<{ employees: number; assignments: number }>('select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments'),
  );
  const layout = layoutFor(rows[0].employees, rows[0].assignments);
  const { nats, issuer, common } = await startBenchPlatform();
  const targets: Array<[string, Child]> = [
    ['peer: node:http + pg, the same statements and rules', await spawnScript('peers/create-peer.ts', 3971, { DATABASE_URL: dbUrl, POOL_SIZE })],
    ['staffing service', await spawnService('staffing', 3972, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE })],
  ];
  const baseline = await baselineStaffing(3973, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  if (baseline) targets.push(baseline);
  try {
    const token = await issuer.token({ perm: grant(['assignments'], ['read', 'create']), name: 'Bench Planner' }, { expiresIn: '15m' });
    console.log(`${name}: ${rows[0].employees} employees, ${rows[0].assignments} assignments; ${CONNECTIONS} connections, pool ${POOL_SIZE}, ${SECONDS} s per run; ${loadNote()}`);
    const results = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [label, target] of round % 2 ? targets : [...targets].reverse()) {
        const m = await withCpuPerRequest({ pid: target.pid, dbUrl }, (afterWarmUp) =>
          measureStatuses({
            afterWarmUp,
            name: `${label} #${round}`,
            url: target.url,
            connections: CONNECTIONS,
            seconds: SECONDS,
            ...createRequests(token, layout),
          }),
        );
        const unexpected = Object.keys(m.statuses).filter((s) => s !== '201' && s !== '200' && s !== '409');
        if (unexpected.length) throw new Error(`${m.name}: unexpected statuses ${JSON.stringify(m.statuses)}`);
        results.push(m);
        console.log(`  ${m.name}: ${m.requestsPerSec} req/s, p99 ${m.p99} ms, ${JSON.stringify(m.statuses)}; ${loadNote()}`);
      }
    }
    console.log(`\n${cpuTable(results)}`);
    console.log(`\nat the end: ${loadNote()}; target: create p99 ≤ 60 ms at 20 connections`);
  } finally {
    for (const [, target] of targets) await target.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
