/**
 * Trace context on staffing's hot path (docs/operations.md, "Traces"): the conflict check
 * (`GET /api/assignments/check`: a request span, its context active through the handler) and creates
 * (`POST /api/assignments`: the span, an event's `create` span and `traceparent`, the relay's
 * publish span when exporting), against staffing with trace ids only (the default), staffing
 * exporting every span to an OTLP/HTTP sink in the bench process, and with BENCH_BASELINE=<another
 * checkout> that checkout's staffing (e.g. the commit before tracing). Each target has its own copy
 * of the staffing bench database (`create database … template`), so each pays its own outbox relay;
 * rounds alternate the order; CPU ms per request of the process and of its PostgreSQL backends.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- tracing   (after `npm run bench -- staffing`)
 * Overrides: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_POOL_SIZE (4). The copies are dropped at the end.
 */
import path from 'node:path';
import { grant } from '@cs/service-kit/testing/index';
import { databaseUrl, staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { startBenchPlatform } from './lib/platform';
import { spawnService, type Child } from './lib/processes';
import { measure } from './lib/measure';
import { measureStatuses } from './lib/measure-statuses';
import { cpuTable, withCpuPerRequest } from './lib/cpu-time';
import { layoutFor } from './lib/staffing-data';
import { checkPath, createRequests, randomCandidate } from './lib/staffing-requests';
import { startOtlpSink } from './lib/otlp-sink';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const CONNECTIONS = 20;
const { name: source, url: sourceUrl } = staffingBenchDatabase();
const baseline = process.env.BENCH_BASELINE;

interface Target {
  label: string;
  dbUrl: string;
  child?: Child;
}

/** A copy of the bench database for one target (dropped first if a run before left it). */
async function copyOf(suffix: string): Promise<string> {
  const name = `${source}_${suffix}`;
  await withClient(databaseUrl('postgres'), async (db) => {
    await db.query(`drop database if exists "${name}" with (force)`);
    await db.query(`create database "${name}" template "${source}"`);
  });
  return databaseUrl(name);
}

const dropCopy = (url: string) =>
  withClient(databaseUrl('postgres'), (db) => db.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`));

async function main() {
  const { rows } = await withClient(sourceUrl, (db) =>
    db.query<{ employees: number; assignments: number }>('select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments'),
  );
  const layout = layoutFor(rows[0].employees, rows[0].assignments);
  const { nats, issuer, common } = await startBenchPlatform();
  const sink = await startOtlpSink();
  const targets: Target[] = [
    { label: 'staffing, trace ids only (default)', dbUrl: await copyOf('ids') },
    { label: 'staffing, traces exported', dbUrl: await copyOf('exported') },
    ...(baseline ? [{ label: `staffing at ${path.basename(path.resolve(baseline))}`, dbUrl: await copyOf('baseline') }] : []),
  ];
  const env = (target: Target) => ({ ...common, DATABASE_URL: target.dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  try {
    targets[0].child = await spawnService('staffing', 3951, env(targets[0]));
    targets[1].child = await spawnService('staffing', 3952, { ...env(targets[1]), OTEL_EXPORTER_OTLP_ENDPOINT: sink.url });
    if (baseline) targets[2].child = await spawnService('staffing', 3953, env(targets[2]), path.resolve(baseline, 'services/staffing/src/main.ts'));
    const token = await issuer.token({ perm: grant(['assignments'], ['read', 'create']), name: 'Bench Planner' }, { expiresIn: '15m' });
    console.log(`${source}: ${rows[0].employees} employees, ${rows[0].assignments} assignments; ${CONNECTIONS} connections, pool ${POOL_SIZE}, ${SECONDS} s per run; ${loadNote()}`);
    const checks = [];
    const creates = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of round % 2 ? targets : [...targets].reverse()) {
        const { child, dbUrl, label } = target;
        const check = await withCpuPerRequest({ pid: child?.pid, dbUrl }, (afterWarmUp) =>
          measure({ name: `check: ${label} #${round}`, url: child!.url, connections: CONNECTIONS, seconds: SECONDS, headers: { authorization: `Bearer ${token}` }, path: () => checkPath(randomCandidate(layout)), afterWarmUp }),
        );
        if (check.non2xx || check.errors) throw new Error(`${check.name}: ${check.non2xx} non-2xx, ${check.errors} errors`);
        checks.push(check);
        const create = await withCpuPerRequest({ pid: child?.pid, dbUrl }, (afterWarmUp) =>
          measureStatuses({ afterWarmUp, name: `create: ${label} #${round}`, url: child!.url, connections: CONNECTIONS, seconds: SECONDS, ...createRequests(token, layout) }),
        );
        const unexpected = Object.keys(create.statuses).filter((s) => s !== '201' && s !== '200' && s !== '409');
        if (unexpected.length) throw new Error(`${create.name}: unexpected statuses ${JSON.stringify(create.statuses)}`);
        creates.push(create);
        console.log(`  ${label} #${round}: check ${check.processCpuMs.toFixed(3)} ms CPU/req, create ${create.processCpuMs.toFixed(3)} ms CPU/req; ${loadNote()}`);
      }
    }
    console.log(`\n${cpuTable(checks)}\n\n${cpuTable(creates)}`);
    // Each round measures every target once, close together: their ratios cancel the machine's drift between rounds.
    for (const [scenario, rows] of [['check', checks], ['create', creates]] as const) {
      const cpuOf = (label: string) => rows.filter((row) => row.name.includes(`: ${label} #`)).map((row) => row.processCpuMs);
      const ratios = (over: Target, under: Target) => cpuOf(over.label).map((x, i) => x / cpuOf(under.label)[i]).sort((a, b) => a - b);
      const say = (over: Target, under: Target) => {
        const r = ratios(over, under);
        console.log(`${scenario}: ${over.label} ÷ ${under.label}, process CPU per round ${r.map((x) => x.toFixed(2)).join(' ')}; median ${r[Math.floor(r.length / 2)].toFixed(2)}`);
      };
      say(targets[1], targets[0]);
      if (targets[2]) say(targets[0], targets[2]);
    }
    console.log(`\nthe sink received ${sink.received().exports} exports, ${sink.received().bytes} bytes; at the end: ${loadNote()}`);
  } finally {
    for (const target of targets) await target.child?.stop();
    for (const target of targets) await dropCopy(target.dbUrl);
    await sink.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
