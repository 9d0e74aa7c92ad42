import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './nats';

export interface ClusterNode {
  name: string;
  url: string;
  /** SIGKILL: the node is gone at once, as a crashed machine (its store stays for `start()`). */
  kill(): Promise<void>;
  /** Starts the node again on its ports and store; resolves once its JetStream is healthy. */
  start(): Promise<void>;
}

export interface TestNatsCluster {
  /** Every node's URL, comma-separated (NATS_URL). */
  url: string;
  nodes: ClusterNode[];
  node(name: string): ClusterNode;
  stop(): Promise<void>;
}

/** Polls a node's `/healthz` (JetStream current and the cluster's leader known) until it answers 200. */
async function healthy(monitorPort: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${monitorPort}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`NATS node on monitor port ${monitorPort} not healthy after ${timeoutMs} ms`);
}

/**
 * A JetStream cluster of `size` private nats-servers (names n1…), each with its own ports and
 * temporary store, routed to each other — for tests of stream replicas and losing a node.
 */
export async function startNatsCluster(size = 3): Promise<TestNatsCluster> {
  const ports = await Promise.all(Array.from({ length: size }, async () => ({ client: await freePort(), cluster: await freePort(), monitor: await freePort() })));
  const routes = ports.map((p) => `nats://127.0.0.1:${p.cluster}`).join(',');
  const nodes = ports.map((p, i) => {
    const name = `n${i + 1}`;
    const storeDir = mkdtempSync(path.join(os.tmpdir(), `nats-cluster-${name}-`));
    const args = ['-js', '-a', '127.0.0.1', '-p', String(p.client), '-m', String(p.monitor), '-sd', storeDir, '--server_name', name, '--cluster_name', 'test', '--cluster', `nats://127.0.0.1:${p.cluster}`, '--routes', routes];
    let child: ChildProcess | undefined;
    const stopChild = async (signal: NodeJS.Signals) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill(signal);
      await exited;
    };
    return {
      name,
      url: `nats://127.0.0.1:${p.client}`,
      storeDir,
      spawn: () => (child = spawn('nats-server', args, { stdio: 'ignore' })),
      healthy: () => healthy(p.monitor),
      kill: () => stopChild('SIGKILL'),
      stopChild,
      async start() {
        this.spawn();
        await this.healthy();
      },
    };
  });
  for (const node of nodes) node.spawn();
  await Promise.all(nodes.map((node) => node.healthy()));
  return {
    url: nodes.map((n) => n.url).join(','),
    nodes,
    node: (name) => nodes.find((n) => n.name === name)!,
    async stop() {
      await Promise.all(nodes.map((n) => n.stopChild('SIGTERM')));
      for (const n of nodes) rmSync(n.storeDir, { recursive: true, force: true });
    },
  };
}
