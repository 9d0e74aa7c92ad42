/**
 * `npm start`: the whole system on embedded defaults. Starts (or reuses) a NATS server with
 * JetStream, then identity, facilities, staffing, audit and the gateway as child processes with one
 * prefixed log stream. A process that exits is started again with backoff (supervisor.ts); only
 * Ctrl-C (SIGINT) or SIGTERM stops everything; data stays in `.data/`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { supervise, type Supervised } from './supervisor';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
const natsUrl = env.NATS_URL ?? 'nats://127.0.0.1:4222';

const services = [
  { name: 'identity', port: 3001, color: 35 },
  { name: 'facilities', port: 3002, color: 36 },
  { name: 'staffing', port: 3003, color: 33 },
  { name: 'audit', port: 3004, color: 34 },
  { name: 'gateway', port: Number(env.GATEWAY_PORT ?? 8080), color: 32 },
] as const;

const devDefaults = {
  NODE_ENV: 'development',
  BOOTSTRAP_ADMIN_EMAIL: 'admin@example.com',
  BOOTSTRAP_ADMIN_PASSWORD: 'change-me-now-please',
  CORS_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
};

/** NATS first (when we started it), then the services in start order. */
const supervised: Supervised[] = [];
let stopping = false;
const logSupervisor = (line: string) => console.error(`${'start'.padEnd(10)} | ${line}`);

function prefixLines(stream: NodeJS.ReadableStream, label: string, color: number) {
  const tag = process.stdout.isTTY ? `\x1b[${color}m${label.padEnd(10)}\x1b[0m` : label.padEnd(10);
  readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${tag} | ${line}\n`));
}

function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 4222), hostname, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await listening(url))) {
    if (Date.now() > deadline) throw new Error(`nothing answers at ${url}`);
    // nats-server listens ≈ 20 ms after it was spawned, and the services start only after: a short
    // poll (a local connect attempt) instead of 100 ms of waiting on every start.
    await new Promise((r) => setTimeout(r, 10));
  }
}

let natsStartedHere = false;

async function startNats() {
  if (await listening(natsUrl)) {
    console.log(`NATS already listens at ${natsUrl}; using it.`);
    return;
  }
  if (spawnSync('nats-server', ['--version']).error) {
    console.error('nats-server was not found on PATH. Install the Debian package `nats-server` (sudo apt-get install nats-server) or set NATS_URL.');
    process.exit(1);
  }
  const { hostname, port } = new URL(natsUrl);
  const storeDir = path.join(dataDir, 'nats');
  natsStartedHere = true;
  mkdirSync(storeDir, { recursive: true });
  const start = () => {
    const nats = spawn('nats-server', ['-js', '-a', hostname, '-p', port || '4222', '-sd', storeDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(nats.stdout!, 'nats', 90);
    prefixLines(nats.stderr!, 'nats', 90);
    return nats;
  };
  supervised.push(supervise({ name: 'nats', start, log: logSupervisor }));
  await waitFor(natsUrl, 10_000);
}

function startService(service: (typeof services)[number], shared: Record<string, string>) {
  const perService = env[`${service.name.toUpperCase()}_DATABASE_URL`];
  // Compiled by `npm start` just before (scripts/build.mjs): no TypeScript transpiling in five processes.
  // Embedded PostgreSQL (WebAssembly) on V8's baseline compiler only: its optimising tier cost ≈ 40 %
  // more CPU at start and ≈ 70 MB per process, for no gain on a development workload (docs/benchmarks.md).
  const node = [...(perService ? [] : ['--liftoff-only']), '--enable-source-maps'];
  const start = () => {
    const child = spawn(process.execPath, [...node, path.join(root, 'services', service.name, 'dist', 'main.js')], {
      cwd: root,
      env: {
        ...shared,
        PORT: String(service.port),
        // The management listener for Prometheus (docs/operations.md, "Metrics"): the service's port + 1000.
        METRICS_PORT: String(service.port + 1000),
        ...(service.name === 'gateway' ? { GATEWAY_PORT: String(service.port) } : {}),
        ...(perService ? { DATABASE_URL: perService } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixLines(child.stdout!, service.name, service.color);
    prefixLines(child.stderr!, service.name, service.color);
    return child;
  };
  supervised.push(supervise({ name: service.name, start, log: logSupervisor }));
}

/**
 * Ctrl-C / SIGTERM: nothing is restarted from now on (a terminal's Ctrl-C reaches the children too);
 * the services stop in parallel, then NATS, so they can still close their NATS connections cleanly.
 */
async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const s of supervised) s.retire();
  const [first, ...rest] = supervised;
  const natsChild = natsStartedHere ? first : undefined;
  const services = natsChild ? rest : supervised;
  await Promise.all(services.map((s) => s.stop()));
  await natsChild?.stop();
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

const shared: Record<string, string> = { ...devDefaults, ...(env as Record<string, string>), DATA_DIR: dataDir, NATS_URL: natsUrl };
delete shared.DATABASE_URL; // per service: <SERVICE>_DATABASE_URL
if (!env.BOOTSTRAP_ADMIN_EMAIL || !env.BOOTSTRAP_ADMIN_PASSWORD) {
  console.log(
    `Development administrator (created on first start when no user exists):\n  email:    ${shared.BOOTSTRAP_ADMIN_EMAIL}\n  password: ${shared.BOOTSTRAP_ADMIN_PASSWORD}\n(set BOOTSTRAP_ADMIN_EMAIL / BOOTSTRAP_ADMIN_PASSWORD to choose others)`,
  );
}
await startNats();
for (const service of services) startService(service, shared);
// The web client (apps/web) on Vite's dev server at http://127.0.0.1:5173, one more supervised child.
const { createRequire } = await import('node:module');
const vite = path.join(path.dirname(createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json')), 'bin/vite.js');
const startWeb = () => {
  const web = spawn(process.execPath, [vite, '--host', '127.0.0.1', '--port', '5173', '--strictPort'], { cwd: path.join(root, 'apps/web'), env: shared, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(web.stdout!, 'web', 37);
  prefixLines(web.stderr!, 'web', 37);
  return web;
};
supervised.push(supervise({ name: 'web', start: startWeb, log: logSupervisor }));
await announceReady(`http://127.0.0.1:${services[4].port}`);

/** One line once the gateway's readiness (which checks every service) says yes. */
async function announceReady(gateway: string) {
  while (!stopping && !(await fetch(`${gateway}/health/ready`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 250));
  if (stopping) return;
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(`Ready in ${seconds} s: web client http://127.0.0.1:5173  ·  API ${gateway}/api  ·  docs ${gateway}/api/docs  ·  Ctrl-C stops`);
}
