/**
 * Issue 26: `POST /api/invoices` — the draft of a facility with 200 employees' month (May 2026,
 * ≈ 4 200 confirmed duties: lines per employee and kind, every duty claimed) — beside a naive peer
 * measured in the same run: the same draft built by reading the timesheets one by one (a query per
 * timesheet) and claiming the duties one by one, in one transaction rolled back after. Each service
 * draft is deleted after its measurement, so every run drafts the whole month again.
 * Works on a fresh database of its own (BENCH_DATABASE_PREFIX keeps checkouts apart).
 * Then the month's invoice is issued and its downloads (PDF, XRechnung UBL and CII, ZUGFeRD) are
 * timed over HTTP (BENCH_RENDER_RUNS each, after one warm-up).
 * Usage: npm run bench -- invoice-draft. Overrides: BENCH_RUNS (12), BENCH_RENDER_RUNS (5), BENCH_EMPLOYEES (200), BENCH_STAFFING_PORT (3987).
 * Target (issue 26): drafted in ≤ 500 ms.
 */
import pg from 'pg';
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform } from './lib/platform';
import { freshDatabase, withClient } from './lib/database';
import { loadNote } from './lib/load-average';
import { spawnService } from './lib/processes';
import { FACILITY, MONTH, seedInvoiceMonth } from './lib/invoice-data';
import { naiveDraft } from './lib/naive-invoice-draft';
import { timeDownloads } from './lib/invoice-downloads';

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 5);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 200);
const TARGET_MS = 500;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (name: string, ms: number[]) => `| ${name} | ${ms.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${Math.min(...ms).toFixed(0)} |`;

async function main() {
  const url = await freshDatabase('bench_invoice_draft');
  const { nats, issuer, common } = await startBenchPlatform();
  const staffing = await spawnService('staffing', Number(process.env.BENCH_STAFFING_PORT ?? 3987), { ...common, DATABASE_URL: url, DATABASE_POOL_SIZE: '4' });
  try {
    // Live before migrated: wait for ready (its migrations applied) before seeding.
    while ((await fetch(`${staffing.url}/health/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 200));
    const duties = await withClient(url, (db) => seedInvoiceMonth(db, EMPLOYEES));
    const token = await issuer.token({ perm: grant(['invoices']) }, { expiresIn: '15m' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    console.log(`${EMPLOYEES} employees, ${duties} confirmed duties in ${MONTH.start}–${MONTH.end}; ${RUNS} runs each; ${loadNote()}`);
    const service: number[] = [];
    let lines = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const started = performance.now();
      const res = await fetch(`${staffing.url}/api/invoices`, { method: 'POST', headers, body: JSON.stringify({ facilityId: FACILITY, periodStart: MONTH.start, periodEnd: MONTH.end }) });
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`draft → ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { id: string; lines: unknown[]; net: string; gross: string };
      lines = body.lines.length;
      if (i >= 2) service.push(elapsed); // two warm-up runs
      const deleted = await fetch(`${staffing.url}/api/invoices/${body.id}`, { method: 'DELETE', headers });
      if (deleted.status !== 204) throw new Error(`delete → ${deleted.status}`);
      if (i === 0) console.log(`  draft: ${lines} lines, net ${body.net}, gross ${body.gross}`);
    }
    const naive: number[] = [];
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      for (let i = 0; i < RUNS + 2; i++) {
        const started = performance.now();
        const made = await naiveDraft(db, FACILITY, MONTH);
        if (i >= 2) naive.push(performance.now() - started);
        if (made.lines !== lines) throw new Error(`naive peer made ${made.lines} lines, the service ${lines}`);
      }
    } finally {
      await db.end();
    }
    console.log('\n| draft of the month | runs | p50 ms | p99 ms | min ms |\n|---|---|---|---|---|');
    console.log(summary('POST /api/invoices (one statement reads, one claims)', service));
    console.log(summary('naive peer: a query per timesheet, a claim per duty (in process, no HTTP)', naive));
    const p99 = percentile(service, 99);
    console.log(`\nat the end: ${loadNote()}; p99 ${p99.toFixed(0)} ms (target ≤ ${TARGET_MS} ms) ${p99 <= TARGET_MS ? 'met' : 'MISSED'}`);
    const downloads = await timeDownloads(staffing.url, headers, JSON.stringify({ facilityId: FACILITY, periodStart: MONTH.start, periodEnd: MONTH.end }), RENDER_RUNS);
    console.log('\n| download of the issued invoice | runs | p50 ms | p99 ms | min ms | bytes |\n|---|---|---|---|---|---|');
    for (const row of downloads) console.log(row);
    console.log(`at the end: ${loadNote()}`);
  } finally {
    await staffing.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
