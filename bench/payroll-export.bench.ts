/**
 * Issue 26: the monthly payroll export for 5 000 employees (target ≤ 10 s), beside two peers in the
 * same run on the same data: the naive way (one query per employee, the same computation) and the
 * floor (the service's one statement straight to PostgreSQL, the same computation, nothing saved).
 * A fresh database `bench_payroll` on the bench server: staffing migrates it at start, then the seed
 * writes 5 000 employees, each with an assignment and five confirmed weekly timesheets around
 * October 2026 (early, late and night shifts, 5 days a week on rotating days, so Sundays, the
 * 3 October holiday and the autumn clock change are in it).
 * Usage: npm run bench -- payroll-export. Overrides: BENCH_EMPLOYEES (5000), BENCH_RUNS (3).
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { grant } from '@cs/service-kit/testing/index';
import { confirmedDutiesSql, type ConfirmedDuty } from '../services/staffing/src/payroll-export/confirmed-duties.repo';
import { employeeFigures } from '../services/staffing/src/payroll-export/employee-figures';
import { monthFigures } from '../services/staffing/src/payroll-export/month-figures';
import { payrollMonth } from '../services/staffing/src/payroll-export/payroll-month';
import { splitForPay } from '../services/staffing/src/payroll-export/split-duty';
import { startBenchPlatform } from './lib/platform';
import { freshDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { spawnService } from './lib/processes';
import { seedPayroll } from './lib/payroll-data';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MONTH = '2026-10';
const TARGET_MS = 10_000;
/** A run's split, as the service makes one per export (equal duties split once within it). */
const newSplit = () => splitForPay({ start: '23:00', end: '06:00' });
const dialect = new PgDialect();
const m = payrollMonth(MONTH, '2026-11-28');

const ms = (from: number) => Math.round(performance.now() - from);

async function naive(url: string) {
  return withClient(url, async (db) => {
    const started = performance.now();
    const { rows: ids } = await db.query<{ id: string }>('select id from employees where deleted_at is null order by last_name, first_name, id');
    let worked = 0;
    const split = newSplit();
    for (const { id } of ids) {
      const q = dialect.sqlToQuery(confirmedDutiesSql(m, id));
      const duties = (await db.query<ConfirmedDuty>(q.sql, q.params)).rows;
      if (duties.length > 0) worked += employeeFigures(duties, m, split).workedMinutes;
    }
    return { ms: ms(started), worked };
  });
}

async function floor(url: string) {
  return withClient(url, async (db) => {
    const started = performance.now();
    const q = dialect.sqlToQuery(confirmedDutiesSql(m));
    const duties = (await db.query<ConfirmedDuty>(q.sql, q.params)).rows;
    const read = ms(started);
    const { totals } = monthFigures(duties, m, newSplit(), new Map(), '00000000-0000-4000-8000-000000000000');
    return { ms: ms(started), read, rows: duties.length, worked: totals.workedMinutes };
  });
}

async function main() {
  const url = await freshDatabase('bench_payroll');
  const { nats, issuer, common } = await startBenchPlatform();
  const staffing = await spawnService('staffing', 3976, { ...common, DATABASE_URL: url });
  try {
    const seeded = await withClient(url, (db) => seedPayroll(db, EMPLOYEES));
    console.log(`bench_payroll: ${EMPLOYEES} employees, ${seeded.timesheets} confirmed timesheets, ${seeded.rows} duties; ${loadNote()}`);
    const token = await issuer.token({ perm: grant(['payroll'], ['create', 'read']) }, { expiresIn: '15m' });
    const figures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${staffing.url}/api/payroll-exports`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ month: MONTH }) });
      const took = ms(started);
      const body = (await res.json()) as { runNumber: number; employeeCount: number; timesheetCount: number; totals: { workedMinutes: number } };
      if (res.status !== 201) throw new Error(`payroll export → ${res.status} ${JSON.stringify(body)}`);
      figures.push(`  export run ${body.runNumber} (POST, saved, answered with all lines): ${took} ms; ${body.employeeCount} employees, ${body.timesheetCount} timesheets, ${body.totals.workedMinutes} min`);
      const csvStart = performance.now();
      const csv = await fetch(`${staffing.url}/api/payroll-exports/${(body as unknown as { id: string }).id}/csv`, { headers: { authorization: `Bearer ${token}` } });
      figures.push(`    its CSV: ${ms(csvStart)} ms, ${(await csv.arrayBuffer()).byteLength} bytes`);
    }
    const bare = await floor(url);
    figures.push(`  floor, one statement straight to PostgreSQL + the same computation, nothing saved: ${bare.ms} ms (read ${bare.read} ms, ${bare.rows} rows), ${bare.worked} min`);
    const slow = await naive(url);
    figures.push(`  naive peer, one query per employee + the same computation, nothing saved: ${slow.ms} ms, ${slow.worked} min`);
    console.log(figures.join('\n'));
    console.log(`\nat the end: ${loadNote()}; target ≤ ${TARGET_MS} ms for the export`);
  } finally {
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
