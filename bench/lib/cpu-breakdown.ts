import { readFileSync } from 'node:fs';
import os from 'node:os';
import { backendCpuBetween, backendCpuSeconds, cpuSeconds } from './cpu-time';
import { withClient } from './database';
import type { Measurement } from './measure';

/** Where the CPU of a measured run went, per request, and how busy the whole machine was. */
export interface CpuBreakdown {
  /** The service processes together (one or several replicas). */
  serviceCpuMs: number;
  /** The PostgreSQL backends of the service's database. */
  postgresCpuMs: number;
  /** This process: autocannon, the load generator. */
  loadCpuMs: number;
  /** Busy share of all cores during the run (everything on the machine, other load included), %. */
  machineBusy: number;
}

/** Busy and total clock ticks of all cores so far (`/proc/stat`'s first line). */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * Runs one measurement and splits its CPU per request between the service's processes (`pids`), the
 * PostgreSQL backends of `dbUrl`'s database and the load generator, next to the machine's busy share
 * — the profile that says whether another replica can add anything (a saturated machine cannot).
 */
export async function withCpuBreakdown<M extends Measurement>(pids: number[], dbUrl: string, run: (afterWarmUp: () => Promise<void>) => Promise<M>): Promise<M & CpuBreakdown> {
  const database = new URL(dbUrl).pathname.slice(1);
  const sample = async () => ({
    service: pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0),
    backends: await withClient(dbUrl, (db) => backendCpuSeconds(db, database)),
    load: process.cpuUsage(),
    machine: machineTicks(),
  });
  let before = await sample();
  const m = await run(async () => {
    before = await sample();
  });
  const after = await sample();
  const requests = m.total ?? 0;
  const perRequest = (seconds: number) => (requests > 0 ? (1000 * seconds) / requests : Number.NaN);
  const load = process.cpuUsage(before.load);
  return {
    ...m,
    serviceCpuMs: perRequest(after.service - before.service),
    postgresCpuMs: perRequest(backendCpuBetween(before.backends, after.backends)),
    loadCpuMs: perRequest((load.user + load.system) / 1e6),
    machineBusy: (100 * (after.machine.busy - before.machine.busy)) / Math.max(1, after.machine.total - before.machine.total),
  };
}

export const cores = () => os.cpus().length;

/** A markdown table of measurements with their CPU breakdown. */
export function breakdownTable(rows: Array<Measurement & CpuBreakdown>): string {
  const head = ['| scenario | req/s | p50 ms | p99 ms | service CPU ms/req | PostgreSQL CPU ms/req | load generator ms/req | machine busy |', '|---|---:|---:|---:|---:|---:|---:|---:|'];
  const f = (n: number) => n.toFixed(2);
  return [...head, ...rows.map((r) => `| ${r.name} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${f(r.serviceCpuMs)} | ${f(r.postgresCpuMs)} | ${f(r.loadCpuMs)} | ${r.machineBusy.toFixed(0)} % |`)].join('\n');
}
