/**
 * Issue 13: where one conflict check's time goes, without HTTP and without concurrency — on a
 * database `npm run bench -- staffing` left behind (BENCH_DATABASE_NAME, default bench_staffing).
 * For BENCH_CHECKS random previews (the staffing bench's picker): the facts query (wall time,
 * PostgreSQL included), the pure checks, JSON.stringify of the answer, and the answer's size.
 * Each phase runs over all candidates in turn, after a warm-up pass, so the JIT is warm for each.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- check-cost
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Queryable } from '@cs/service-kit';
import { loadConflictFacts, type LoadedFacts } from '../services/staffing/src/assignments/load-conflict-facts';
import { runConflictChecks } from '../services/staffing/src/assignments/conflicts';
import { staffingBenchDatabase } from './lib/database';
import { layoutFor } from './lib/staffing-data';
import { randomCandidate, type Candidate } from './lib/staffing-requests';
import { writeFileSync } from 'node:fs';

/** BENCH_DUMP=<file>: the same candidates every run (seeded) and every answer written there — to compare two versions' findings. */
const DUMP = process.env.BENCH_DUMP;
if (DUMP) {
  let seed = 13;
  Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
}

const CHECKS = Number(process.env.BENCH_CHECKS ?? 2000);
const PASSES = Number(process.env.BENCH_PASSES ?? 5);
const { name, url } = staffingBenchDatabase();

const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle(pool) as unknown as Queryable;

async function main() {
  const { rows } = await pool.query<{ employees: number; assignments: number }>(
    'select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments',
  );
  const { employees, assignments } = rows[0];
  const layout = layoutFor(employees, assignments);
  const candidates: Candidate[] = Array.from({ length: CHECKS }, () => randomCandidate(layout));
  const load = (c: Candidate) => loadConflictFacts(db, c);
  for (const c of candidates.slice(0, 200)) await load(c); // warm-up: prepared statement, JIT

  let started = performance.now();
  let cpu = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1000 / CHECKS;
  };
  const loaded: LoadedFacts[] = [];
  for (const c of candidates) loaded.push(await load(c));
  const loadMs = (performance.now() - started) / CHECKS;
  const loadCpu = cpuMs();

  // The rare checks that need a rule's wide window (a shortened rest, a long night duty; docs/working-time-rules.md)
  // load again with it, as assessAssignment does: timed on their own, per such check.
  const wide = loaded.map((l, i) => (runConflictChecks(l.facts, l.workingTime, l.severities).needsWiderFacts ? i : -1)).filter((i) => i >= 0);
  started = performance.now();
  const wideCpuStart = process.cpuUsage();
  for (const i of wide) loaded[i] = await loadConflictFacts(db, candidates[i], { reach: 'wide' });
  const wideMs = wide.length ? (performance.now() - started) / wide.length : 0;
  const wideUsed = process.cpuUsage(wideCpuStart);
  const wideCpu = wide.length ? (wideUsed.user + wideUsed.system) / 1000 / wide.length : 0;

  const check = (l: LoadedFacts) => runConflictChecks(l.facts, l.workingTime, l.severities);
  for (const l of loaded.slice(0, 200)) check(l);
  // The pure checks, PASSES times over the same facts: the fastest pass is the figure (least disturbed by other load).
  let results: ReturnType<typeof check>[] = [];
  // The first pass sees each facts object once, as the service does; later passes may find what a
  // check derives once per facts object (a facility's state) already there: both are reported.
  let checkMs = Infinity;
  let checkCpu = Infinity;
  let firstMs = 0;
  let firstCpu = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    started = performance.now();
    cpu = process.cpuUsage();
    results = loaded.map(check);
    const [ms, cpuPerCheck] = [(performance.now() - started) / CHECKS, cpuMs()];
    if (pass === 0) [firstMs, firstCpu] = [ms, cpuPerCheck];
    checkMs = Math.min(checkMs, ms);
    checkCpu = Math.min(checkCpu, cpuPerCheck);
  }

  started = performance.now();
  cpu = process.cpuUsage();
  const bodies = results.map((r) => JSON.stringify(r));
  const stringifyMs = (performance.now() - started) / CHECKS;
  const stringifyCpu = cpuMs();

  const sizes = bodies.map((b) => Buffer.byteLength(b)).sort((a, b) => a - b);
  const counts = results.map((r) => r.findings.length).sort((a, b) => a - b);
  const others = loaded.map((l) => l.workingTime.others.length).sort((a, b) => a - b);
  const at = <T>(xs: T[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  console.log(`${name}: ${employees} employees, ${assignments} assignments; ${CHECKS} random previews, one at a time`);
  const weeks = loaded.map((l) => l.workingTime.otherWeeks?.size ?? 0).sort((a, b) => a - b);
  const holidayDuties = loaded.map((l) => l.workingTime.holidayDuties?.length ?? 0).sort((a, b) => a - b);
  console.log(`week sums read per check: median ${at(weeks, 0.5)}, p90 ${at(weeks, 0.9)}; holiday duties beyond the window: median ${at(holidayDuties, 0.5)}, p90 ${at(holidayDuties, 0.9)}`);
  console.log(`other duties read per check: median ${at(others, 0.5)}, p90 ${at(others, 0.9)}, max ${at(others, 1)}`);
  console.log(`findings per answer: median ${at(counts, 0.5)}, p90 ${at(counts, 0.9)}, max ${at(counts, 1)}`);
  console.log(`answer bytes: median ${at(sizes, 0.5)}, p90 ${at(sizes, 0.9)}, mean ${Math.round(sizes.reduce((s, n) => s + n, 0) / CHECKS)}`);
  console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log('| phase | wall ms per check | CPU ms of this process per check |\n|---|---:|---:|');
  console.log(`| facts query + mapping (wall: PostgreSQL included) | ${loadMs.toFixed(3)} | ${loadCpu.toFixed(3)} |`);
  console.log(`| the wide facts again, for ${wide.length} of ${CHECKS} checks (per such check) | ${wideMs.toFixed(3)} | ${wideCpu.toFixed(3)} |`);
  console.log(`| checks (all rules; first pass) | ${firstMs.toFixed(3)} | ${firstCpu.toFixed(3)} |`);
  console.log(`| checks (all rules; fastest of ${PASSES} passes) | ${checkMs.toFixed(3)} | ${checkCpu.toFixed(3)} |`);
  console.log(`| JSON.stringify of the answer | ${stringifyMs.toFixed(3)} | ${stringifyCpu.toFixed(3)} |`);
  if (DUMP) writeFileSync(DUMP, bodies.join('\n'));
  await pool.end();
}

await main();
