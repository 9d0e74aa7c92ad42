/**
 * Issue 13 benchmark, on the PostgreSQL server: `GET /api/employees/{id}/conflicts` — the reverse
 * check of all an employee's future assignments, one facts load + checks each — for an employee with
 * 10 and one with 101 future assignments (the worst case: 100 checked, `truncated`), every one of
 * them with a finding (one-day assignments on consecutive days exceed 40 h a week). Reference data
 * as in staffing.bench.ts (2 000 facilities, 200 000 orders), BENCH_EMPLOYEES employees.
 * Usage: npm run bench -- rechecks. Overrides: BENCH_EMPLOYEES (1000), BENCH_SECONDS (10).
 */
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform } from './lib/platform';
import { freshDatabase, withClient } from './lib/database';
import { measure, table, type Measurement } from './lib/measure';
import { spawnService } from './lib/processes';
import { BASE, benchId, dayOf, orderFor, seedReference, settle } from './lib/staffing-data';
import { loadNote } from './lib/load-average';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** One-day assignments of employee `e` (a Helfer: e % 10 = 0) on the `count` days after today. */
async function seedFutureAssignments(dbUrl: string, e: number, count: number, firstId: number) {
  const tomorrow = Math.floor((Date.now() - Date.parse(`${BASE}T00:00:00Z`)) / 86_400_000) + 1;
  await withClient(dbUrl, async (db) => {
    for (let i = 0; i < count; i++) {
      const d = tomorrow + i;
      await db.query('insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day) values ($1, $2, $3, $4, $4, 8)', [
        benchId('assignment', firstId + i),
        benchId('order', orderFor(d, i, 0)),
        benchId('employee', e),
        dayOf(d),
      ]);
    }
  });
}

async function main() {
  const { nats, issuer, common } = await startBenchPlatform();
  const dbUrl = await freshDatabase('bench_rechecks');
  const staffing = await spawnService('staffing', 3934, { ...common, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: '4' });
  try {
    const reader = await issuer.token({ perm: grant(['assignments'], ['read']) });
    await withClient(dbUrl, (db) => seedReference(db, EMPLOYEES));
    await seedFutureAssignments(dbUrl, 0, 101, 0);
    await seedFutureAssignments(dbUrl, 10, 10, 1000);
    await withClient(dbUrl, settle);
    const headers = { authorization: `Bearer ${reader}` };
    for (const e of [0, 10]) {
      const res = await fetch(`${staffing.url}/api/employees/${benchId('employee', e)}/conflicts`, { headers });
      if (res.status !== 200) throw new Error(`conflicts of employee ${e} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { items: unknown[]; truncated: boolean };
      console.log(`employee ${e}: ${res.status}, ${body.items.length} with findings, truncated ${body.truncated}`);
    }
    const runs: Measurement[] = [];
    for (const [e, label] of [[10, '10 future'], [0, '101 future (100 checked)']] as const) {
      for (const connections of [1, 4]) {
        const path = `/api/employees/${benchId('employee', e)}/conflicts`;
        runs.push(await measure({ name: `GET conflicts, ${label}`, url: `${staffing.url}${path}`, connections, seconds: SECONDS, headers }));
        console.log(`  measured; ${loadNote()}`);
      }
    }
    console.log(`\n${EMPLOYEES} employees, 200k orders, pool 4, ${SECONDS} s per scenario; ${loadNote()}\n`);
    console.log(table(runs));
  } finally {
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
