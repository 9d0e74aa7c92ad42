/**
 * Issue 25: the check preview with the lending-law rules on beside the same service with them Off,
 * in one run — on a database `npm run bench -- staffing` left behind (BENCH_DATABASE_NAME, default
 * bench_staffing), with its 2 000 clients and lending history (lib/lending-data.ts), so the rules
 * read periods and fire. One staffing process answers random previews at 20 connections; rounds
 * alternate the per-rule settings — the three rules at their defaults ("on") and all three `Off`
 * (their query skipped) — written straight into the settings row, which every check reads anew.
 * Prints req/s, p50/p99 and CPU per request of each run, and on/off ratios of the medians.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- lending-ab
 * Overrides: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_POOL_SIZE (4), BENCH_LENDING_SHARE (0.5: the share of
 * previews that re-check an assignment an earlier lending ends the day before; 0: the staffing bench's random previews only).
 * Target (issue 25): on/off cost ratio ≤ 1.1 (throughput off/on and p99 on/off).
 */
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform } from './lib/platform';
import { staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { spawnService } from './lib/processes';
import { measure } from './lib/measure';
import { cpuTable, withCpuPerRequest } from './lib/cpu-time';
import { layoutFor } from './lib/staffing-data';
import { checkPath, randomCandidate } from './lib/staffing-requests';
import { LENDING_OFF, lendingCandidatePaths, lendingFindingCounts } from './lib/lending-data';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const LENDING_SHARE = Number(process.env.BENCH_LENDING_SHARE ?? 0.5);
const CONNECTIONS = 20;
const RATIO_TARGET = 1.1;
const { name, url: dbUrl } = staffingBenchDatabase();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const setRules = (rules: Record<string, string>) =>
  withClient(dbUrl, (db) => db.query('update assignment_validation_settings set rules = $1::jsonb where id = 1', [JSON.stringify(rules)]));

async function main() {
  const { rows } = await withClient(dbUrl, (db) =>
    db.query<{ employees: number; assignments: number; rules: Record<string, string> }>(
      'select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments, (select rules from assignment_validation_settings where id = 1) as rules',
    ),
  );
  const { employees, assignments, rules: before } = rows[0];
  const layout = layoutFor(employees, assignments);
  const lent = await withClient(dbUrl, (db) => lendingCandidatePaths(db, 2000));
  let turn = 0;
  // A share of the previews meets earlier lending; the others are the staffing bench's random ones.
  const path = () => (Math.random() < LENDING_SHARE && lent.length > 0 ? lent[turn++ % lent.length] : checkPath(randomCandidate(layout)));
  const { nats, issuer, common } = await startBenchPlatform();
  const staffing = await spawnService('staffing', 3971, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  try {
    const token = await issuer.token({ perm: grant(['assignments'], ['read']) }, { expiresIn: '15m' });
    const headers = { authorization: `Bearer ${token}` };
    const fired = await lendingFindingCounts(staffing.url, headers, path, 300);
    console.log(`${name}: ${employees} employees, ${assignments} assignments; over 300 previews of the mix: ${fired}; ${CONNECTIONS} connections, pool ${POOL_SIZE}, ${SECONDS} s per run; ${loadNote()}`);
    const modes = [['on', { ...before }], ['off', { ...before, ...LENDING_OFF }]] as const;
    const results = { on: [] as Awaited<ReturnType<typeof run>>[], off: [] as Awaited<ReturnType<typeof run>>[] };
    const run = (label: string) =>
      withCpuPerRequest({ pid: staffing.pid, dbUrl }, (afterWarmUp) =>
        measure({ name: label, url: staffing.url, connections: CONNECTIONS, seconds: SECONDS, headers, path, afterWarmUp }),
      );
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first, so neither always runs on the warmer machine.
      for (const [mode, rules] of round % 2 ? modes : [...modes].reverse()) {
        await setRules(rules);
        const row = await run(`lending rules ${mode} #${round}`);
        if (row.non2xx || row.errors) throw new Error(`${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors`);
        results[mode].push(row);
        console.log(`  ${row.name}: ${row.requestsPerSec} req/s, p99 ${row.p99} ms; ${loadNote()}`);
      }
    }
    console.log(`\n${cpuTable([...results.on, ...results.off])}`);
    const rps = (mode: 'on' | 'off') => median(results[mode].map((r) => r.requestsPerSec));
    const p99 = (mode: 'on' | 'off') => median(results[mode].map((r) => r.p99));
    const cpu = (mode: 'on' | 'off') => median(results[mode].map((r) => r.processCpuMs + r.postgresCpuMs));
    const throughput = rps('off') / rps('on');
    const tail = p99('on') / p99('off');
    console.log(`\nmedians: on ${rps('on')} req/s, p99 ${p99('on')} ms, CPU ${cpu('on').toFixed(2)} ms/req; off ${rps('off')} req/s, p99 ${p99('off')} ms, CPU ${cpu('off').toFixed(2)} ms/req`);
    console.log(`cost of the lending rules: throughput off/on ${throughput.toFixed(3)}, p99 on/off ${tail.toFixed(3)}, CPU on/off ${(cpu('on') / cpu('off')).toFixed(3)} (target ≤ ${RATIO_TARGET}) ${throughput <= RATIO_TARGET && tail <= RATIO_TARGET ? 'met' : 'MISSED'}`);
    console.log(`at the end: ${loadNote()}`);
  } finally {
    await setRules(before ?? {});
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
