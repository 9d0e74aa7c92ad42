/**
 * The stack scripts/swarm-test.sh deployed, seen through the Docker CLI: its NATS nodes' JetStream
 * state (asked from inside a service task, the nodes publish no port) and killing one node's task.
 */
import { execFileSync } from 'node:child_process';

export const stackName = (): string => {
  const stack = process.env.SWARM_STACK;
  if (!stack) throw new Error('SWARM_STACK is not set: run this file through scripts/swarm-test.sh');
  return stack;
};

const docker = (...args: string[]) => execFileSync('docker', args, { encoding: 'utf8', timeout: 60_000 }).trim();

/** The id of a running task container of a stack service (`nats-1`, `staffing`, …). */
export function runningContainer(service: string): string {
  const ids = docker('ps', '-q', '--filter', `label=com.docker.swarm.service.name=${stackName()}_${service}`, '--filter', 'status=running');
  const id = ids.split('\n').find(Boolean);
  if (!id) throw new Error(`no running task of ${stackName()}_${service}`);
  return id;
}

export interface StreamDetail {
  name: string;
  config: { num_replicas: number };
  state: { messages: number };
  cluster: { leader?: string; replicas?: Array<{ name: string; current: boolean; offline?: boolean }> };
}

/** A NATS node's view of every stream (`/jsz`), fetched by node inside a staffing task. */
export function streamsSeenBy(node: string): StreamDetail[] {
  const script = `fetch('http://${node}:8222/jsz?streams=true&config=true').then((r) => r.json()).then((j) => console.log(JSON.stringify(j)))`;
  const jsz = JSON.parse(docker('exec', runningContainer('staffing'), 'node', '-e', script));
  return (jsz.account_details ?? []).flatMap((account: { stream_detail?: StreamDetail[] }) => account.stream_detail ?? []);
}

/** SIGKILL to the node's task, as a crashed machine; swarm starts a new task (restart policy). */
export function killNode(node: string) {
  docker('kill', '--signal', 'KILL', runningContainer(node));
}
