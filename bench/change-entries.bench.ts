/**
 * Issue 24: what the candidates' change entries (`ranking_changes`, migrations 0023 and 0024) cost the
 * writes that fill them — the staffing bench's creates (80 % into free slots, each inserting an
 * assignment, its duties and week sums) at 20 connections, with the entry triggers enabled and
 * disabled in alternating rounds of the same run, CPU ms per create of the service and of its
 * PostgreSQL backends beside each. On the database `npm run bench -- staffing` left
 * (BENCH_DATABASE_NAME); adds assignments, and leaves every trigger enabled.
 * Usage: BENCH_DATABASE_NAME=bench_staffing npm run bench -- change-entries
 * Overrides: BENCH_SECONDS (10), BENCH_ROUNDS (4), BENCH_POOL_SIZE (4).
 */
import { grant } from '@cs/service-kit/testing/index';
import { staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { startBenchPlatform } from './lib/platform';
import { spawnService } from './lib/processes';
import { measureStatuses } from './lib/measure-statuses';
import { cpuTable, withCpuPerRequest } from './lib/cpu-time';
import { layoutFor } from './lib/staffing-data';
import { createRequests } from './lib/staffing-requests';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const CONNECTIONS = 20;
const { name, url: dbUrl } = staffingBenchDatabase();

/** Enables or disables every trigger that notes a change entry. */
async function entryTriggers(enabled: boolean) {
  await withClient(dbUrl, async (db) => {
    const { rows } = await db.query<{ table: string; trigger: string }>(
      `select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like 'ranking_changes_%' and not t.tgisinternal`,
    );
    for (const r of rows) await db.query(`alter table "${r.table}" ${enabled ? 'enable' : 'disable'} trigger "${r.trigger}"`);
  });
}

async function main() {
  const { rows } = await withClient(dbUrl, (db) =>
    db.query<{ employees: number; assignments: number }>('select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments'),
  );
  const layout = layoutFor(rows[0].employees, rows[0].assignments);
  const { nats, issuer, common } = await startBenchPlatform();
  const staffing = await spawnService('staffing', 3972, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  try {
    const token = await issuer.token({ perm: grant(['assignments'], ['read', 'create']), name: 'Bench Planner' }, { expiresIn: '15m' });
    console.log(`${name}: ${rows[0].employees} employees, ${rows[0].assignments} assignments; ${CONNECTIONS} connections, pool ${POOL_SIZE}, ${SECONDS} s per run; ${loadNote()}`);
    const results = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const enabled of round % 2 ? [true, false] : [false, true]) {
        await entryTriggers(enabled);
        const m = await withCpuPerRequest({ pid: staffing.pid, dbUrl }, (afterWarmUp) =>
          measureStatuses({ afterWarmUp, name: `creates, change entries ${enabled ? 'on' : 'off'} #${round}`, url: staffing.url, connections: CONNECTIONS, seconds: SECONDS, ...createRequests(token, layout) }),
        );
        const unexpected = Object.keys(m.statuses).filter((s) => s !== '201' && s !== '200' && s !== '409');
        if (unexpected.length) throw new Error(`${m.name}: unexpected statuses ${JSON.stringify(m.statuses)}`);
        results.push(m);
        console.log(`  ${m.name}: ${m.requestsPerSec} req/s, p99 ${m.p99} ms, ${JSON.stringify(m.statuses)}; ${loadNote()}`);
      }
    }
    console.log(`\n${cpuTable(results)}`);
  } finally {
    await entryTriggers(true);
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
