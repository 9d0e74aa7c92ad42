/**
 * `npm start`: the whole system on embedded defaults. Starts (or reuses) a NATS server with
 * JetStream, then identity, facilities, staffing, audit and the gateway as child processes with one
 * prefixed log stream. Ctrl-C stops everything; data stays in `.data/`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

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

const children: ChildProcess[] = [];
let stopping = false;

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
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
  mkdirSync(storeDir, { recursive: true });
  const nats = spawn('nats-server', ['-js', '-a', hostname, '-p', port || '4222', '-sd', storeDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(nats);
  prefixLines(nats.stdout!, 'nats', 90);
  prefixLines(nats.stderr!, 'nats', 90);
  await waitFor(natsUrl, 10_000);
}

function startService(service: (typeof services)[number], shared: Record<string, string>) {
  const perService = env[`${service.name.toUpperCase()}_DATABASE_URL`];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services', service.name, 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...shared,
      PORT: String(service.port),
      ...(service.name === 'gateway' ? { GATEWAY_PORT: String(service.port) } : {}),
      ...(perService ? { DATABASE_URL: perService } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  prefixLines(child.stdout!, service.name, service.color);
  prefixLines(child.stderr!, service.name, service.color);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${service.name} exited (${signal ?? code}); stopping everything.`);
      void stopAll(1);
    }
  });
}

async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const exits = children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => c.once('exit', r)));
  // Services first, NATS (children[0] when we started it) last.
  for (const child of [...children].reverse()) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 10_000))]);
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
console.log(`Gateway: http://127.0.0.1:${services[4].port}/api  ·  docs: http://127.0.0.1:${services[4].port}/api/docs  ·  Ctrl-C stops`);
