/**
 * What `npm start` and the production image run: the compiled services (`scripts/build.mjs`,
 * esbuild bundles into `services/<name>/dist/main.js`), each as its own node process on embedded
 * PGlite and a real NATS, the gateway in front. Every one must become ready and stop cleanly.
 * (A bundled file's `import.meta.url` is the bundle's: paths the sources compute beside themselves,
 * such as migration folders, must still be found from `dist/`.)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { call, eventually, freePort, startNats, TestIssuer, type TestNats } from '@cs/service-kit/testing/index';

const root = path.resolve(import.meta.dirname, '../..');
const services = ['identity', 'facilities', 'staffing', 'audit'] as const;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'compiled-services-'));
const running: Array<{ name: string; child: ChildProcess; url: string; output: string[] }> = [];
let nats: TestNats;
let issuer: TestIssuer;

function startCompiled(name: string, port: number, env: Record<string, string>) {
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(root, 'services', name, 'dist', 'main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const started = { name, child, url: `http://127.0.0.1:${port}`, output };
  running.push(started);
  return started;
}

const readyOrExited = (service: (typeof running)[number]) =>
  eventually(async () => {
    if (service.child.exitCode !== null) return { status: -1, output: service.output.join('') };
    const res = await call(`${service.url}/health/ready`).catch(() => null);
    return res?.status === 200 ? { status: 200, output: '' } : null;
  }, 120_000);

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--quiet'], { cwd: root });
  [nats, issuer] = await Promise.all([startNats(), TestIssuer.start()]);
}, 60_000);

afterAll(async () => {
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGKILL');
  await issuer?.stop();
  await nats?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('`build.mjs --if-changed` (npm start) leaves the outputs alone while no input changed, and builds again once one did', () => {
  const build = () => execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--quiet', '--if-changed'], { cwd: root });
  const launcher = path.join(root, 'dist', 'start.js');
  const builtAt = () => statSync(launcher).mtimeMs;
  const before = builtAt();
  build();
  expect(builtAt()).toBe(before);

  const source = path.join(root, 'scripts', 'supervisor.ts'); // bundled into dist/start.js
  const { atime, mtime } = statSync(source);
  try {
    utimesSync(source, atime, new Date(mtime.getTime() + 1_000)); // an edit, as far as its mtime tells
    build();
    expect(builtAt()).not.toBe(before);
  } finally {
    utimesSync(source, atime, mtime);
  }
}, 60_000);

test('every compiled service starts on embedded PGlite, the gateway reaches them all, and each stops cleanly on SIGTERM', async () => {
  const common = { NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl };
  const upstreams: Record<string, string> = {};
  for (const name of services) {
    const service = startCompiled(name, await freePort(), common);
    upstreams[`${name.toUpperCase()}_URL`] = service.url;
  }
  for (const service of [...running]) expect({ name: service.name, ...(await readyOrExited(service)) }).toEqual({ name: service.name, status: 200, output: '' });

  const gatewayPort = await freePort();
  const gateway = startCompiled('gateway', gatewayPort, { ...common, ...upstreams, GATEWAY_PORT: String(gatewayPort) });
  expect(await readyOrExited(gateway)).toEqual({ status: 200, output: '' });
  const unauthenticated = await call(`${gateway.url}/api/facilities`);
  expect(unauthenticated.status).toBe(401);

  const exits = running.map(({ child }) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))));
  for (const { child } of running) child.kill('SIGTERM');
  expect(await Promise.all(exits)).toEqual(running.map(() => 0));
}, 240_000);
