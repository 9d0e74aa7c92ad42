/**
 * Where one conflict check's time goes, without HTTP and without concurrency — on a database
 * `npm run bench -- staffing` left behind (BENCH_DATABASE_NAME, default bench_staffing). For
 * BENCH_CHECKS random previews (the staffing bench's picker): the facts query (wall time, PostgreSQL
 * included), the rules, JSON.stringify of the answer, and the answer's size. CPU twice: the process's
 * (`process.cpuUsage`, every thread: GC and compiler helpers too) and the main thread's (the one the
 * event loop runs on; bench/lib/thread-cpu.ts).
 * The rules' **first pass** is each check's first run, as the service runs it: on the narrow facts,
 * deciding there whether a rule needs the wide ones (warmed up on other candidates, not on these).
 * The checks that asked for the wide facts load and run again (timed on their own); then PASSES
 * more passes over the final facts, the fastest reported.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- check-cost
 * BENCH_BASELINE=<another checkout>: its engine too, in the same process over the same candidates,
 * BENCH_ROUNDS (default 1) rounds, the two engines alternating (a same-run A/B).
 */
import os from 'node:os';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Queryable } from '@cs/service-kit';
import { staffingBenchDatabase } from './lib/database';
import { layoutFor } from './lib/staffing-data';
import { randomCandidate, type Candidate } from './lib/staffing-requests';
import { cpuClocks } from './lib/thread-cpu';
import { engineOf, type Engine, type Loaded } from './lib/check-engine';
import { seedMathRandom } from './lib/seeded-random';

/** BENCH_DUMP=<file>: the same candidates every run (seeded) and every answer written there — to compare two versions' findings (bench/compare-check-dumps.ts). */
const DUMP = process.env.BENCH_DUMP;
if (DUMP) seedMathRandom(13);

const CHECKS = Number(process.env.BENCH_CHECKS ?? 2000);
const WARM_UP = 200;
const PASSES = Number(process.env.BENCH_PASSES ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const { name, url } = staffingBenchDatabase();

const pool = new pg.Pool({ connectionString: url, max: 1 });
/** One connection per engine: each prepares its facts statements under the same names. */
const pools: pg.Pool[] = [];
const connection = () => {
  const own = new pg.Pool({ connectionString: url, max: 1 });
  pools.push(own);
  return drizzle(own) as unknown as Queryable;
};

type Row = { phase: string; wall: number; cpu: { processMs: number; mainMs: number | undefined } };
let rows: Row[] = [];
/** Runs `work` over `items`, timed per item on the wall and both CPU clocks. */
async function timed<T, R>(phase: string, items: T[], work: (item: T, i: number) => R | Promise<R>): Promise<R[]> {
  const started = performance.now();
  const clocks = cpuClocks();
  const out: R[] = [];
  for (const [i, item] of items.entries()) out.push(await work(item, i));
  rows.push({ phase, wall: items.length ? (performance.now() - started) / items.length : 0, cpu: clocks.stop(items.length) });
  return out;
}

async function main() {
  const { rows: counts } = await pool.query<{ employees: number; assignments: number }>(
    'select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments',
  );
  const { employees, assignments } = counts[0];
  const layout = layoutFor(employees, assignments);
  const candidates: Candidate[] = Array.from({ length: CHECKS }, () => randomCandidate(layout));
  const warmUp: Candidate[] = Array.from({ length: WARM_UP }, () => randomCandidate(layout));
  const engines = [await engineOf(), ...(process.env.BENCH_BASELINE ? [await engineOf(process.env.BENCH_BASELINE)] : [])];
  const dbs = new Map(engines.map((e) => [e, connection()]));
  console.log(`${name}: ${employees} employees, ${assignments} assignments; ${CHECKS} random previews, one at a time`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const engine of engines) {
      rows = [];
      const { bodies, notes } = await measureEngine(engine, dbs.get(engine) as Queryable, candidates, warmUp);
      console.log(`\n${engine.name}, round ${round}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
      console.log('| phase | wall ms per check | CPU ms, main thread | CPU ms, process (all threads) |\n|---|---:|---:|---:|');
      for (const r of rows) console.log(`| ${r.phase} | ${r.wall.toFixed(3)} | ${r.cpu.mainMs === undefined ? '–' : r.cpu.mainMs.toFixed(3)} | ${r.cpu.processMs.toFixed(3)} |`);
      for (const note of notes) console.log(note);
      if (DUMP && round === 1) writeFileSync(engine === engines[0] ? DUMP : `${DUMP}.baseline`, bodies.join('\n'));
    }
  }
  await pool.end();
  for (const p of pools) await p.end();
}

/** One engine over the candidates: the phases timed into `rows`; the answers and the figures per check returned (printed under the engine's table). */
async function measureEngine({ loadFacts, checkLoaded }: Engine, db: Queryable, candidates: Candidate[], warmUp: Candidate[]): Promise<{ bodies: string[]; notes: string[] }> {
  // Warm-up on other candidates (prepared statements, JIT), so the measured first pass is each check's first run.
  for (const c of warmUp) {
    const l = await loadFacts(db, c, 'narrow');
    if (checkLoaded(l).needsWiderFacts) checkLoaded(await loadFacts(db, c, 'wide'));
  }
  const loaded: Loaded[] = await timed('facts query + mapping (wall: PostgreSQL included)', candidates, (c) => loadFacts(db, c, 'narrow'));
  let results = await timed('rules, first pass (each check\'s first run, on the narrow facts)', loaded, checkLoaded);
  // Each check once more on its own, for the median and p90: wall time (the rules are synchronous, so
  // it is the main thread's time unless the machine preempts it; schedstat is too coarse per check).
  const each = loaded.map((l) => {
    const started = performance.now();
    checkLoaded(l);
    return performance.now() - started;
  });
  const wide = results.flatMap((r, i) => (r.needsWiderFacts ? [i] : []));
  await timed(`the wide facts again, for ${wide.length} of ${CHECKS} checks (per such check)`, wide, async (i) => {
    loaded[i] = await loadFacts(db, candidates[i], 'wide');
  });
  const again = await timed(`rules on the wide facts, for those ${wide.length} (per such check)`, wide, (i) => checkLoaded(loaded[i]));
  for (const [k, i] of wide.entries()) results[i] = again[k];

  // The rules PASSES times more over the final facts: the fastest pass is the figure (least disturbed by other load).
  const passes: Row[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    results = await timed('pass', loaded, checkLoaded);
    passes.push(rows.pop() as Row);
  }
  const fastest = passes.reduce((a, b) => (b.cpu.processMs < a.cpu.processMs ? b : a));
  rows.push({ ...fastest, phase: `rules (fastest of ${PASSES} more passes over the same facts)` });
  const bodies = await timed('JSON.stringify of the answer', results, (r) => JSON.stringify(r));

  const at = <T>(xs: T[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  const perCheck = [...each].sort((a, b) => a - b);
  const notes = [`rules per check, wall (a second run of each): median ${at(perCheck, 0.5).toFixed(3)} ms, p90 ${at(perCheck, 0.9).toFixed(3)} ms`];
  const sizes = bodies.map((b) => Buffer.byteLength(b)).sort((a, b) => a - b);
  const findings = results.map((r) => r.findings.length).sort((a, b) => a - b);
  const others = loaded.map((l) => l.workingTime.others.length).sort((a, b) => a - b);
  const weeks = loaded.map((l) => l.workingTime.otherWeeks?.size ?? 0).sort((a, b) => a - b);
  const holidayDuties = loaded.map((l) => l.workingTime.holidayDuties?.length ?? 0).sort((a, b) => a - b);
  notes.push(`week sums read per check: median ${at(weeks, 0.5)}, p90 ${at(weeks, 0.9)}; holiday duties beyond the window: median ${at(holidayDuties, 0.5)}, p90 ${at(holidayDuties, 0.9)}`);
  notes.push(`other duties read per check: median ${at(others, 0.5)}, p90 ${at(others, 0.9)}, max ${at(others, 1)}`);
  notes.push(`findings per answer: median ${at(findings, 0.5)}, p90 ${at(findings, 0.9)}, max ${at(findings, 1)}`);
  notes.push(`answer bytes: median ${at(sizes, 0.5)}, p90 ${at(sizes, 0.9)}, mean ${Math.round(sizes.reduce((s, n) => s + n, 0) / CHECKS)}`);
  return { bodies, notes };
}

await main();
