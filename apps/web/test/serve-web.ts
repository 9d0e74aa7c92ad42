/**
 * The web client for the browser tests: built with the test gateway's URL, served by `vite preview`
 * on a free port (static files, as in production), and Debian's chromium through playwright-core.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const webDir = path.resolve(import.meta.dirname, '..');
const vite = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Builds apps/web against `apiUrl` into a temporary folder and serves it at http://127.0.0.1:<port>. */
export async function serveWeb(port: number, apiUrl: string) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    env: { ...process.env, VITE_API_URL: apiUrl },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
  const preview = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: webDir,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  while (!(await answers(url))) {
    if (preview.exitCode !== null) throw new Error('vite preview exited');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => preview.once('exit', r));
      preview.kill('SIGTERM');
      await exited;
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
