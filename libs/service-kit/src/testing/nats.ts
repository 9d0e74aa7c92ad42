import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

export interface TestNats {
  url: string;
  /** SIGSTOP: the server keeps its sockets but answers nothing (a hung NATS). */
  pause(): void;
  /** SIGCONT after `pause()`. */
  resume(): void;
  stop(): Promise<void>;
}

/** A private `nats-server -js` on a free port (or `port`) with a temporary store, for one test file. */
export async function startNats(port?: number): Promise<TestNats> {
  if (spawnSync('nats-server', ['--version']).error) {
    throw new Error('nats-server is not on PATH; install the Debian package `nats-server` (apt-get install nats-server)');
  }
  port ??= await freePort();
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'nats-test-'));
  const child: ChildProcess = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
  await waitForPort(port);
  return {
    url: `nats://127.0.0.1:${port}`,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGCONT');
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
