import { readFileSync } from 'node:fs';
import { withClient } from './database';
import type { Measurement } from './measure';

/** CPU time (user + system) of one process so far, in seconds, from `/proc/<pid>/stat`. */
function ownCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name: state is field 3; utime and stime are fields 14 and 15 (clock ticks, 100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The running children of `pid` (Linux ≥ 3.5: `/proc/<pid>/task/<tid>/children`). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time (user + system) a process and its running children (nginx's worker under its master)
 * have used so far, in seconds (Linux; `undefined` elsewhere).
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return ownCpuSeconds(pid) + childrenOf(pid).reduce((sum, child) => sum + (cpuSeconds(child) ?? 0), 0);
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by each PostgreSQL backend connected to one database (pg_stat_activity names them), by process id. */
export async function backendCpuSeconds(client: { query(sql: string, values: unknown[]): Promise<{ rows: Array<{ pid: number }> }> }, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid) ?? 0]));
}

/**
 * CPU seconds the backends used between two `backendCpuSeconds` samples: a backend that appeared
 * in between counts from zero, one that ended in between (a pool closed an idle connection) is
 * left out — summing the two samples instead would count its whole life as negative.
 */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, seconds] of after) sum += seconds - (before.get(pid) ?? 0);
  return sum;
}

/** CPU milliseconds per request of one process and of its database's PostgreSQL backends. */
export interface CpuPerRequest {
  processCpuMs: number;
  postgresCpuMs: number;
}

/**
 * Runs one measurement and adds the CPU milliseconds per request the target process and the
 * PostgreSQL backends of `dbUrl`'s database spent in its measured run — what other load on the
 * machine changes least. `run` passes `afterWarmUp` on to `measure`/`measureStatuses`, so the
 * warm-up is left out of both the CPU and the request count.
 */
export async function withCpuPerRequest<M extends Measurement>(
  target: { pid?: number; dbUrl: string },
  run: (afterWarmUp: () => Promise<void>) => Promise<M>,
): Promise<M & CpuPerRequest> {
  const database = new URL(target.dbUrl).pathname.slice(1);
  const backends = () => withClient(target.dbUrl, (db) => backendCpuSeconds(db, database));
  let before = { process: 0, backends: new Map<number, number>() };
  const m = await run(async () => {
    before = { process: cpuSeconds(target.pid) ?? 0, backends: await backends() };
  });
  const after = { process: cpuSeconds(target.pid) ?? 0, backends: await backends() };
  const requests = m.total ?? 0;
  const perRequest = (seconds: number) => (requests > 0 ? (1000 * seconds) / requests : Number.NaN);
  return { ...m, processCpuMs: perRequest(after.process - before.process), postgresCpuMs: perRequest(backendCpuBetween(before.backends, after.backends)) };
}

/** A markdown table of measurements with their CPU per request, one row each (the peers benches). */
export function cpuTable(rows: Array<Measurement & CpuPerRequest>): string {
  const lines = rows.map((r) => `| ${r.name} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.processCpuMs.toFixed(2)} | ${r.postgresCpuMs.toFixed(2)} |`);
  return ['| target | req/s | p50 ms | p99 ms | process CPU ms/req | PostgreSQL CPU ms/req |', '|---|---:|---:|---:|---:|---:|', ...lines].join('\n');
}
