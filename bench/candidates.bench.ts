/**
 * Issue 24: ranked candidates for a one-week order, first page of 20, at 5 connections:
 * - each order-week's first request alone (cold: its ranking and the party's lending headroom are
 *   computed), then again (remembered);
 * - at 5 connections with the rankings remembered; the same while employees' availability changes
 *   are written (each re-scores who changed); and with a ranking never asked before on every request
 *   (the weights varied: the whole ranking statement each time);
 * beside the peers in the same run: the bare ranking statement of the same first pages, straight
 * against PostgreSQL at 5 connections (lib/bare-ranking.ts, what a request cost before rankings were
 * remembered) and the brute force — the check for every qualified employee of one order-week
 * through `GET /api/assignments/check`, 5 at a time. Works on whatever database BENCH_DATABASE_NAME
 * names (default bench_staffing, as `npm run bench -- staffing` leaves it); the availability writes
 * are set and cleared in pairs, so it leaves the data as it found it.
 * Orders: BENCH_ORDERS (20) live, not cancelled orders with a required qualification and at least
 * seven days, at random; the window is each one's first seven days.
 * Usage: BENCH_DATABASE_NAME=bench_candidates npm run bench -- candidates
 * Overrides: BENCH_SECONDS (10), BENCH_BRUTE_ORDERS (2; 0 skips the brute force), BENCH_POOL_SIZE (4),
 * BENCH_WRITES_PER_SECOND (10).
 */
import { Temporal } from 'temporal-polyfill';
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform, pick } from './lib/platform';
import { staffingBenchDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { spawnService } from './lib/processes';
import { measure, table, type Measurement } from './lib/measure';
import { paced, percentile } from './lib/paced';
import { firstSliceStatements, measureBare } from './lib/bare-ranking';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
const BRUTE_ORDERS = Number(process.env.BENCH_BRUTE_ORDERS ?? 2);
const POOL_SIZE = String(process.env.BENCH_POOL_SIZE ?? 4);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 10);
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

const candidatesPath = (w: Week, query = '') => `/api/orders/${w.orderId}/candidates?from=${w.from}&to=${w.to}&pageSize=20${query}`;

/** One request alone: its time, and the employees it listed. */
async function alone(url: string, token: string, w: Week): Promise<{ ms: number; ids: string[] }> {
  const started = performance.now();
  const res = await fetch(`${url}${candidatesPath(w)}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`candidates → ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { items: Array<{ employee: { id: string } }> };
  return { ms: performance.now() - started, ids: body.items.map((c) => c.employee.id) };
}

const spread = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${Math.round(percentile(sorted, 0.5))} ms, max ${Math.round(sorted[sorted.length - 1])} ms`;
};

async function main() {
  const { weeks, employees, assignments } = await sampleWeeks();
  if (weeks.length === 0) throw new Error(`${name}: no order with a required qualification and seven days`);
  const { nats, issuer, common } = await startBenchPlatform();
  const staffing = await spawnService('staffing', 3971, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL_SIZE });
  try {
    const freshToken = () => issuer.token({ perm: grant(['assignments', 'availability'], ['read', 'update']) }, { expiresIn: '15m' });
    const token = await freshToken();
    const headers = { authorization: `Bearer ${token}` };
    const qualified = weeks.map((w) => w.qualified.length);
    console.log(`${name}: ${employees} employees, ${assignments} assignments; ${weeks.length} order-weeks with ${Math.min(...qualified)}–${Math.max(...qualified)} qualified employees; ${CONNECTIONS} connections, pool ${POOL_SIZE}; ${loadNote()}`);

    const cold: number[] = [];
    const listed = new Map<Week, string[]>();
    for (const w of weeks) {
      const { ms, ids } = await alone(staffing.url, token, w);
      cold.push(ms);
      listed.set(w, ids);
    }
    const again: number[] = [];
    for (const w of weeks) again.push((await alone(staffing.url, token, w)).ms);
    console.log(`  each order-week's first request alone (cold): ${spread(cold)}; again (remembered): ${spread(again)}`);

    const rows: Measurement[] = [];
    const path = () => candidatesPath(pick(weeks));
    rows.push(await measure({ name: 'candidates, first page of 20 (rankings remembered)', url: staffing.url, connections: CONNECTIONS, seconds: SECONDS, headers, path }));

    // Availability set and cleared in the coming days by employees the pages list: each write re-scores
    // one of them and drops her remembered check (statements ahead only: the sampled weeks may lie in the past).
    const tomorrow = Temporal.Now.plainDateISO('Europe/Berlin').add({ days: 1 });
    const written = weeks.flatMap((w) => listed.get(w) ?? []).map((id, i) => ({ id, date: tomorrow.add({ days: i % 30 }).toString() }));
    const writes = paced({
      rate: WRITES_PER_SECOND,
      seconds: SECONDS + 2,
      send: (i) => {
        const { id, date } = written[(i >> 1) % written.length];
        const days = [{ date, status: i % 2 === 0 ? 'preferNot' : null }];
        return fetch(`${staffing.url}/api/employees/${id}/availability`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ days }) });
      },
    });
    rows.push(await measure({ name: `the same while ${WRITES_PER_SECOND} availability changes/s are written`, url: staffing.url, connections: CONNECTIONS, seconds: SECONDS, headers, path }));
    const writeRun = await writes;
    if (writeRun.ok !== writeRun.sent) throw new Error(`availability writes: ${JSON.stringify(writeRun.failures)}`);

    let variant = 0;
    const neverAsked = () => candidatesPath(pick(weeks), `&fairnessWeight=${(1 + ++variant / 1e6).toFixed(6)}`);
    rows.push(await measure({ name: 'a ranking never asked before on every request (weights varied)', url: staffing.url, connections: CONNECTIONS, seconds: SECONDS, headers, path: neverAsked }));
    for (const row of rows) if (row.non2xx || row.errors) throw new Error(`${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors`);
    rows.push(await measureBare('bare ranking statement (first slice), straight to PostgreSQL', dbUrl, await firstSliceStatements(dbUrl, weeks, 20), CONNECTIONS, SECONDS));
    console.log(`\n${table(rows)}`);
    console.log(`\navailability writes beside the second run: ${writeRun.sent} at ${writeRun.ratePerSec}/s, p50 ${writeRun.p50} ms, p99 ${writeRun.p99} ms`);
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
