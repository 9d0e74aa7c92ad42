/**
 * Bench peer of the conflict check (issue 13): a bare `node:http` server on node-postgres (pool of
 * POOL_SIZE), answering `GET /api/assignments/check?employeeId=…&orderId=…&startDate=…&endDate=…`
 * without express, authentication, validation or problem plumbing. MODE says how much of a check
 * it does, so the same run shows where the time goes and what the machine allows:
 * - `floor`: one prepared primary-key read of the employee — the least any check that asks
 *   PostgreSQL can do;
 * - `facts`: the service's own facts query and mapping (`loadConflictFacts`), answering their size;
 * - `checks`: facts and every rule (`assessAssignment`), answering the service's JSON;
 * - `rules`: every rule over facts loaded into memory at start (PRELOAD random previews, the
 *   staffing bench's picker), one after another whatever the request asks — no reading at all:
 *   the least any design that still runs the rules per check can cost (e.g. a per-employee cache).
 * PIPELINED (0): the reads on that many pipelined connections (`PipelinedPool`, as the service's
 * `deps.reads`) instead of the pool's.
 * WORKERS (1): that many processes (node:cluster) sharing the port, each with its own pool — as
 * many instances of a service would run on one machine.
 * PORT, DATABASE_URL, MODE, POOL_SIZE and PRELOAD (2000) from the environment.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createLogger, PipelinedPool, type Queryable } from '@cs/service-kit';
import { loadConflictFacts } from '../../services/staffing/src/assignments/load-conflict-facts';
import { assessAssignment, checkedFacts } from '../../services/staffing/src/assignments/assess-assignment';
import { runConflictChecks } from '../../services/staffing/src/checks';
import { layoutFor } from '../lib/staffing-data';
import { randomCandidate } from '../lib/staffing-requests';

// A clean exit on SIGTERM (BENCH_PROFILE's --cpu-prof is written then), the workers' too.
process.on('SIGTERM', () => {
  for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  process.exit(0);
});

const workers = Number(process.env.WORKERS ?? 1);
if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  await new Promise(() => {}); // the workers answer; the primary only holds them
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 4) });
/** PIPELINED=<n>: the reads go out on n pipelined connections instead (the service's `deps.reads`: pipelined-pool.ts). */
const pipelines = Number(process.env.PIPELINED ?? 0);
const db = (pipelines > 0 ? drizzle(new PipelinedPool(pool, { connectionString: process.env.DATABASE_URL }, pipelines, createLogger('check-peer', 'silent')) as unknown as pg.Pool) : drizzle(pool)) as unknown as Queryable;
const mode = process.env.MODE ?? 'floor';

/** `rules`: the facts of PRELOAD random previews, read once at start. */
async function preload(count: number) {
  const { rows } = await pool.query<{ employees: number; assignments: number }>(
    'select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments',
  );
  const layout = layoutFor(rows[0].employees, rows[0].assignments);
  const loaded = [];
  // The facts the service's checks run on (narrow, or wide where a rule asks).
  for (let i = 0; i < count; i++) loaded.push((await checkedFacts(db, randomCandidate(layout))).loaded);
  return loaded;
}
const preloaded = mode === 'rules' ? await preload(Number(process.env.PRELOAD ?? 2000)) : [];
let next = 0;

const floorQuery = { name: 'peer_floor', text: 'select id, first_name, last_name, qualifications, weekly_hours from employees where id = $1' };

async function answer(params: URLSearchParams): Promise<string> {
  const candidate = {
    employeeId: params.get('employeeId')!,
    orderId: params.get('orderId')!,
    startDate: params.get('startDate')!,
    endDate: params.get('endDate')!,
  };
  if (mode === 'floor') {
    const { rows } = await pool.query({ ...floorQuery, values: [candidate.employeeId] });
    return JSON.stringify(rows[0] ?? null);
  }
  if (mode === 'rules') {
    const l = preloaded[next++ % preloaded.length];
    return JSON.stringify(runConflictChecks(l.facts, l.workingTime, l.severities));
  }
  if (mode === 'facts') {
    const { workingTime } = await loadConflictFacts(db, candidate);
    return JSON.stringify({ others: workingTime.others.length });
  }
  return JSON.stringify((await assessAssignment(db, candidate)).result);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url!, 'http://peer');
    if (url.pathname === '/health/live') return void res.end('ok');
    answer(url.searchParams).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
