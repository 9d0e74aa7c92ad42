/**
 * Issue 24: ranked candidates for a one-week order, first page of 20, at 5 connections, beside the
 * brute-force peer in the same run — the check for every qualified employee of that order-week,
 * one by one through `GET /api/assignments/check` of the same service, 5 at a time — and the bare
 * peer: the ranking query of the same first pages alone, straight against PostgreSQL at 5
 * connections (lib/bare-ranking.ts), the floor of this design. Works on
 * whatever database BENCH_DATABASE_NAME names (default bench_staffing, as `npm run bench --
 * staffing` leaves it); it only reads.
 * Orders: BENCH_ORDERS (20) live, not cancelled orders with a required qualification and at least
 * seven days, at random; the window is each one's first seven days.
 * Usage: BENCH_DATABASE_NAME=bench_candidates npm run bench -- candidates
 * Overrides: BENCH_SECONDS (10), BENCH_BRUTE_ORDERS (2; 0 skips the brute force), BENCH_POOL_SIZE (4).
 */
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform, pick } from './lib/platform';
import { staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { spawnService } from './lib/processes';
import { measure, table } from './lib/measure';
import { firstSliceStatements, measureBare } from './lib/bare-ranking';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
const BRUTE_ORDERS = Number(process.env.BENCH_BRUTE_ORDERS ?? 2);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const CONNECTIONS = 5;
const { name, url: dbUrl } = staffingBenchDatabase();

interface Week {
  orderId: string;
  from: string;
  to: string;
  /** The employees the brute force checks: live, active, employed in the week, holding the qualification or a higher-ranked one. */
  qualified: string[];
}

async function sampleWeeks(): Promise<{ weeks: Week[]; employees: number; assignments: number }> {
  return withClient(dbUrl, async (db) => {
    const counts = await db.query<{ employees: number; assignments: number }>('select (select count(*) from employees)::int as employees, (select count(*) from assignments)::int as assignments');
    const orders = await db.query<{ id: string; from: string; to: string; required: string }>(
      `select id, start_date::text as "from", (start_date + 6)::text as "to", required_qualification as required from orders
       where deleted_at is null and status <> 'Cancelled' and required_qualification is not null and end_date - start_date >= 6
       order by random() limit $1`,
      [ORDERS],
    );
    const weeks: Week[] = [];
    for (const o of orders.rows) {
      const qualified = await db.query<{ id: string }>(
        `select e.id from employees e where e.deleted_at is null and e.active and e.entry_date <= $2::date and (e.exit_date is null or e.exit_date >= $1::date)
           and (e.qualifications @> array[$3::text] or exists (select 1 from value_lists v, value_lists r where r.list_key = 'qualifications' and r.code = $3
             and v.list_key = 'qualifications' and v.code = any(e.qualifications) and v.rank > r.rank))`,
        [o.from, o.to, o.required],
      );
      weeks.push({ orderId: o.id, from: o.from, to: o.to, qualified: qualified.rows.map((r) => r.id) });
    }
    return { weeks, ...counts.rows[0] };
  });
}

/** The brute-force peer: every qualified employee's check for one order-week, `CONNECTIONS` at a time; the whole ranking's time. */
async function bruteForce(url: string, token: string, week: Week): Promise<{ ms: number; checks: number }> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < week.qualified.length) {
      const employeeId = week.qualified[next++];
      const res = await fetch(`${url}/api/assignments/check?employeeId=${employeeId}&orderId=${week.orderId}&startDate=${week.from}&endDate=${week.to}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`check → ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { ms: Math.round(performance.now() - started), checks: week.qualified.length };
}

async function main() {
  const { weeks, employees, assignments } = await sampleWeeks();
  if (weeks.length === 0) throw new Error(`${name}: no order with a required qualification and seven days`);
  const { nats, issuer, common } = await startBenchPlatform();
  const staffing = await spawnService('staffing', 3971, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  try {
    const freshToken = () => issuer.token({ perm: grant(['assignments'], ['read']) }, { expiresIn: '15m' });
    const token = await freshToken();
    const path = () => {
      const w = pick(weeks);
      return `/api/orders/${w.orderId}/candidates?from=${w.from}&to=${w.to}&pageSize=20`;
    };
    const qualified = weeks.map((w) => w.qualified.length);
    console.log(`${name}: ${employees} employees, ${assignments} assignments; ${weeks.length} order-weeks with ${Math.min(...qualified)}–${Math.max(...qualified)} qualified employees; ${CONNECTIONS} connections, pool ${POOL_SIZE}; ${loadNote()}`);
    for (const w of weeks.slice(0, 3)) {
      const started = performance.now();
      const sample = await fetch(`${staffing.url}/api/orders/${w.orderId}/candidates?from=${w.from}&to=${w.to}&pageSize=20`, { headers: { authorization: `Bearer ${token}` } });
      if (sample.status !== 200) throw new Error(`candidates → ${sample.status} ${await sample.text()}`);
      const body = (await sample.json()) as { items: unknown[] };
      console.log(`  one request alone: ${Math.round(performance.now() - started)} ms, ${body.items.length} candidates`);
    }
    const row = await measure({ name: 'candidates, first page of 20', url: staffing.url, connections: CONNECTIONS, seconds: SECONDS, headers: { authorization: `Bearer ${token}` }, path });
    if (row.non2xx || row.errors) throw new Error(`candidates: ${row.non2xx} non-2xx, ${row.errors} errors`);
    const bare = await measureBare('bare ranking query (first slice), straight to PostgreSQL', dbUrl, await firstSliceStatements(dbUrl, weeks, 20), CONNECTIONS, SECONDS);
    console.log(`\n${table([row, bare])}`);
    if (BRUTE_ORDERS > 0) console.log(`\nbrute force (the check for every qualified employee, ${CONNECTIONS} at a time), ${loadNote()}:`);
    for (const week of weeks.slice(0, BRUTE_ORDERS)) {
      const { ms, checks } = await bruteForce(staffing.url, await freshToken(), week);
      console.log(`  order ${week.orderId} ${week.from}–${week.to}: ${checks} checks in ${ms} ms (${Math.round((checks * 1000) / ms)} checks/s)`);
    }
    console.log(`\nat the end: ${loadNote()}; target: candidates p99 ≤ 150 ms at ${CONNECTIONS} connections`);
  } finally {
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
