/**
 * One service as a real operating-system process — `services/<name>/src/main.ts` under tsx, as the
 * benchmarks and production run it (compiled there) — on a free port, its environment given. Its
 * log (pino JSON on stdout) is kept as parsed lines, so a test can see what each process did.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export type ServiceName = 'identity' | 'facilities' | 'staffing' | 'audit' | 'gateway';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Starting under tsx on a loaded 2-core machine takes seconds; a process that never listens fails the start. */
const START_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 15_000;

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServiceProcess {
  name: string;
  url: string;
  pid: number;
  /** Every log line so far (parsed JSON; other output is kept as `{ msg }`). */
  lines: LogLine[];
  /** SIGTERM and wait for the exit (SIGKILL after a grace). */
  stop(): Promise<void>;
  /** SIGKILL: a crash, nothing given up cleanly (no lease released). */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test run that ends abruptly leaves no service process behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Spawns the service and resolves once it logged that it listens (with its port). */
export function startServiceProcess(service: ServiceName, label: string, env: Record<string, string | undefined>): Promise<ServiceProcess> {
  const portVariable = service === 'gateway' ? 'GATEWAY_PORT' : 'PORT';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services', service, 'src', 'main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'info', [portVariable]: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: LogLine[] = [];
  const stderr: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => lines.push(parse(text)));
  createInterface({ input: child.stderr! }).on('line', (text) => stderr.push(text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => (running.delete(child), resolve())));

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const grace = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.kill(signal);
    await exited;
    clearTimeout(grace);
  };

  return new Promise((resolve, reject) => {
    const failed = (why: string) => {
      clearInterval(poll);
      void end('SIGKILL');
      const tail = [...lines.slice(-15).map((l) => JSON.stringify(l)), ...stderr.slice(-15)].join('\n');
      reject(new Error(`${label}: ${why}\n${tail}`));
    };
    const deadline = Date.now() + START_TIMEOUT_MS;
    const poll = setInterval(() => {
      const listening = lines.find((l) => typeof l.port === 'number' && l.msg === `${service} listening`);
      if (listening) {
        clearInterval(poll);
        resolve({ name: label, url: `http://127.0.0.1:${listening.port}`, pid: child.pid!, lines, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') });
      } else if (child.exitCode !== null || child.signalCode !== null) failed(`exited (${child.exitCode ?? child.signalCode}) before listening`);
      else if (Date.now() > deadline) failed(`did not listen within ${START_TIMEOUT_MS} ms`);
    }, 50);
  });
}

function parse(text: string): LogLine {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return { level: 30, msg: text };
  }
}
