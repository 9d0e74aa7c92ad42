/**
 * The rules alone, replayed over recorded facts — the fast loop for work on the check engine's speed:
 * no PostgreSQL in the measured part, so one run takes seconds and two engines can alternate in one
 * process.
 * - The facts: 2 200 seeded random previews (the staffing bench's picker) read once from a database
 *   `npm run bench -- staffing` left behind (BENCH_DATABASE_NAME, default bench_staffing) — the
 *   narrow facts, or the wide ones where a rule asks for them, as the service reads them — and kept
 *   in BENCH_FACTS (default .profiles/check-facts.bin; delete it to read again).
 * - Every pass runs each engine over a FRESH copy of the facts (v8.deserialize, not timed): the
 *   service checks facts it has just read, so memos keyed by fact objects must not hit across passes.
 *   The first 200 previews warm up, the other 2 000 are measured.
 * - BENCH_BASELINE=<another checkout>: its engine alternates with this one's, pass by pass; the
 *   ratio of each pass's times is reported (a same-run A/B).
 * - BENCH_DUMP=<file>: this checkout's answers, one JSON line per check (BENCH_LOCALE=en for
 *   English), to compare byte for byte with a dump of the commit before a change (`cmp`).
 * Usage: npm run bench -- rules-replay. Overrides: BENCH_PASSES (10).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Queryable } from '@cs/service-kit';
import { staffingBenchDatabase } from './lib/database';
import { layoutFor } from './lib/staffing-data';
import { randomCandidate } from './lib/staffing-requests';
import { engineOf, type Engine, type Loaded } from './lib/check-engine';
import { seedMathRandom } from './lib/seeded-random';

const FACTS = process.env.BENCH_FACTS ?? path.resolve(import.meta.dirname, '../.profiles/check-facts.bin');
const PASSES = Number(process.env.BENCH_PASSES ?? 10);
const WARM_UP = 200;
const CHECKS = 2000;

/** The recorded facts, read from the database on the first run. */
async function recordedFacts(engine: Engine): Promise<Buffer> {
  if (existsSync(FACTS)) return readFileSync(FACTS);
  seedMathRandom(13);
  const { url } = staffingBenchDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool) as unknown as Queryable;
  const { rows } = await pool.query<{ employees: number; assignments: number }>(
    'select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments',
  );
  const layout = layoutFor(rows[0].employees, rows[0].assignments);
  const facts: Loaded[] = [];
  for (let i = 0; i < WARM_UP + CHECKS; i++) {
    const c = randomCandidate(layout);
    const narrow = await engine.loadFacts(db, c, 'narrow');
    facts.push(engine.checkLoaded(narrow).needsWiderFacts ? await engine.loadFacts(db, c, 'wide') : narrow);
  }
  await pool.end();
  const buffer = v8.serialize(facts);
  mkdirSync(path.dirname(FACTS), { recursive: true });
  writeFileSync(FACTS, buffer);
  return buffer;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const engines = [await engineOf(), ...(process.env.BENCH_BASELINE ? [await engineOf(process.env.BENCH_BASELINE)] : [])];
  const buffer = await recordedFacts(engines[0]);
  const fresh = () => v8.deserialize(buffer) as Loaded[];
  for (const e of engines) for (const l of fresh().slice(0, WARM_UP)) e.checkLoaded(l);
  const times = engines.map(() => [] as number[]);
  for (let pass = 0; pass < PASSES; pass++) {
    for (const [k, e] of engines.entries()) {
      const checks = fresh().slice(WARM_UP);
      const started = performance.now();
      for (const l of checks) e.checkLoaded(l);
      times[k].push(((performance.now() - started) / checks.length) * 1000);
    }
  }
  console.log(`${CHECKS} checks over fresh copies of recorded facts (${FACTS}), ${PASSES} passes`);
  console.log('| engine | µs per check, fastest pass | median pass |\n|---|---:|---:|');
  for (const [k, e] of engines.entries()) console.log(`| ${e.name} | ${Math.min(...times[k]).toFixed(1)} | ${median(times[k]).toFixed(1)} |`);
  if (engines.length > 1) console.log(`ratio this ÷ baseline, median of the passes' ratios: ${median(times[0].map((t, i) => t / times[1][i])).toFixed(3)}`);
  if (process.env.BENCH_DUMP) {
    const answers = fresh().slice(WARM_UP).map((l) => JSON.stringify(engines[0].checkLoaded(l)));
    writeFileSync(process.env.BENCH_DUMP, answers.join('\n'));
  }
}

await main();
