/**
 * A real Prometheus server (Debian's `prometheus` package; `.ci/run` installs it) for one test file:
 * a scrape configuration naming each process's management listener as a job of its own, a free
 * port, a temporary storage directory, and its HTTP API for queries.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '@cs/service-kit/testing/index';

/** Whether the `prometheus` binary is on PATH. */
export const prometheusInstalled = () => !spawnSync('prometheus', ['--version']).error;

/** One sample of an instant query: its labels and value. */
export interface PromSample {
  metric: Record<string, string>;
  value: number;
}

export interface TestPrometheus {
  url: string;
  /** `/api/v1/query` of a PromQL expression (an instant vector). */
  query(expression: string): Promise<PromSample[]>;
  /** The scrape targets' health by job (`up`, `down`, `unknown`). */
  targetHealth(): Promise<Record<string, string>>;
  /** Every metric name Prometheus has stored. */
  names(): Promise<string[]>;
  stop(): Promise<void>;
}

/** The scrape configuration: every 2 s, one job per process, `/metrics` on its listener. */
export function scrapeConfig(jobs: Record<string, string>): string {
  const scrape = Object.entries(jobs).map(([job, url]) => `  - job_name: ${job}\n    static_configs:\n      - targets: ['${new URL(url).host}']`);
  return ['global:', '  scrape_interval: 2s', '  scrape_timeout: 2s', 'scrape_configs:', ...scrape, ''].join('\n');
}

async function apiGet<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const body = (await res.json()) as { status: string; data: T; error?: string };
  if (body.status !== 'success') throw new Error(`Prometheus ${url}: ${body.error ?? res.status}`);
  return body.data;
}

/** Starts `prometheus` scraping `jobs` (job name → a metrics listener's `http://host:port`); ready when it answers `/-/ready`. */
export async function startPrometheus(jobs: Record<string, string>): Promise<TestPrometheus> {
  if (!prometheusInstalled()) throw new Error('prometheus is not on PATH; install the Debian package `prometheus` (apt-get install prometheus)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-test-'));
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(config, scrapeConfig(jobs));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [`--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'];
  const child: ChildProcess = spawn('prometheus', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-4_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}): ${log}`);
      return (await fetch(`${url}/-/ready`)).ok;
    }, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`prometheus did not become ready: ${(error as Error).message}\n${log}`);
  }
  return {
    url,
    async query(expression) {
      const data = await apiGet<{ result: Array<{ metric: Record<string, string>; value: [number, string] }> }>(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`);
      return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    async targetHealth() {
      const data = await apiGet<{ activeTargets: Array<{ labels: Record<string, string>; health: string }> }>(`${url}/api/v1/targets?state=active`);
      return Object.fromEntries(data.activeTargets.map((t) => [t.labels.job, t.health]));
    },
    names: () => apiGet<string[]>(`${url}/api/v1/label/__name__/values`),
    stop,
  };
}
