import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Ports handed out in this process: never twice, though a service spawned with one may not have bound it yet. */
const handedOut = new Set<number>();

/**
 * Where `freePort` looks: below Linux's default ephemeral range (32768–60999), from which the OS
 * picks every outgoing connection's source port — a port from there, released and handed to a
 * service that takes seconds to listen, can meanwhile become some test's client port.
 */
const FIRST = 20_000;
const LAST = 32_767;

/** Whether nobody listens on `port` now (127.0.0.1). */
const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** A port for a process a test starts: free now, outside the ephemeral range, not handed out before by this process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
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
