import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface Child {
  url: string;
  /** Process id (for its CPU time: `cpuSeconds`). */
  pid?: number;
  stop(): Promise<void>;
}

/** `BENCH_PROFILE=facilities,gateway,undici-proxy` writes a V8 CPU profile of those services (or bench/peers scripts) to `.profiles/<name>/` when they stop. */
const profiled = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));

/**
 * Runs `services/<name>/src/main.ts` in its own process (as production does) and waits for health;
 * `main` names another entry file of the same service (e.g. a copy of another commit's, for an A/B run).
 */
export function spawnService(name: string, port: number, env: Record<string, string>, main = path.join(root, 'services', name, 'src', 'main.ts')): Promise<Child> {
  const profile = profiled.has(name) ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.profiles', name)}`] : [];
  const childEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env };
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.resolve(root, main)], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return supervise(name, child, port);
}

/** Runs a bench script (e.g. a peer proxy in `bench/peers/`) with `PORT` and `env`, and waits until `/health/live` answers through it. */
export function spawnScript(file: string, port: number, env: Record<string, string>): Promise<Child> {
  const name = path.basename(file, '.ts');
  const profile = profiled.has(name) ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.profiles', name)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'bench', file)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return supervise(file, child, port);
}

/** Waits until `child` answers `/health/live` on `port` (BENCH_START_TIMEOUT_S, 180 s at most); `stop()` ends it with SIGTERM. */
export async function supervise(name: string, child: ChildProcess, port: number): Promise<Child> {
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 180) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health/live`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${name} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * BENCH_BASELINE=<another checkout, its npm ci done>: that checkout's staffing service as one more
 * target beside this one's, for a same-run A/B of a change (e.g. `git worktree add ../base <rev>`).
 */
export async function baselineStaffing(port: number, env: Record<string, string>): Promise<[string, Child] | undefined> {
  const checkout = process.env.BENCH_BASELINE;
  if (!checkout) return undefined;
  const main = path.resolve(checkout, 'services/staffing/src/main.ts');
  return [`staffing service at ${path.basename(path.resolve(checkout))}`, await spawnService('staffing', port, env, main)];
}
