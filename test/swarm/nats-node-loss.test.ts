/**
 * The three-node NATS JetStream cluster of deploy/swarm/stack.yml: every stream keeps a replica on
 * each node, and when the node that leads a stream is killed while records are being created, no
 * event is lost — every record created before and after the kill gets its audit entry exactly once —
 * and swarm starts the node again. Runs through
 * scripts/swarm-test.sh (SWARM_STACK, COMPOSE_BASE_URL and the administrator it configured).
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { streams } from '@cs/contracts';
import { call, eventually } from '@cs/service-kit/testing/index';
import { awaitEntriesOfRequest } from '../system/support/audit-log';
import { Caller, unique } from '../system/support/office';
import { killNode, runningContainer, streamsSeenBy, type StreamDetail } from './stack';

const setting = (name: string) => process.env[name] ?? (() => { throw new Error(`${name} is not set: run this file through scripts/swarm-test.sh`); })();
const baseUrl = setting('COMPOSE_BASE_URL').replace(/\/$/, '');
const gateway = { api: (path: string) => `${baseUrl}${path}` };
const NODES = ['nats-1', 'nats-2', 'nats-3'];
let office: Caller;

beforeAll(async () => {
  const login = await call(gateway.api('/api/auth/login'), { body: { email: setting('COMPOSE_ADMIN_EMAIL'), password: setting('COMPOSE_ADMIN_PASSWORD') } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  office = new Caller(gateway, login.body.accessToken);
});

/** The nodes holding a stream as `seenBy` reports it: itself, the leader and the other replicas. */
const nodesOf = (stream: StreamDetail, seenBy: string) => [...new Set([seenBy, stream.cluster.leader, ...(stream.cluster.replicas ?? []).map((r) => r.name)])].sort();
const streamNamed = (name: string, node = 'nats-1') => streamsSeenBy(node).find((s) => s.name === name);

async function createFacilities(count: number) {
  const created: Array<{ id: string; requestId: string }> = [];
  for (let i = 0; i < count; i++) {
    const res = await office.send('post', '/api/facilities', { body: { name: unique('Haus Schwarm'), city: 'Berlin', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 } });
    expect(res.status).toBeLessThan(300);
    created.push({ id: res.body.id, requestId: res.requestId });
  }
  return created;
}

describe('the NATS JetStream cluster of the swarm stack', () => {
  test('every stream has three replicas, one on each node', () => {
    const seen = streamsSeenBy('nats-1');
    for (const { name } of Object.values(streams)) {
      const stream = seen.find((s) => s.name === name);
      expect(stream?.config.num_replicas).toBe(3);
      expect(nodesOf(stream!, 'nats-1')).toEqual(NODES);
    }
  });

  test('the node leading FACILITIES is killed while facilities are created: each one still gets its audit entry', async () => {
    const before = await createFacilities(5);
    const leader = streamNamed('FACILITIES')!.cluster.leader!;
    const killed = runningContainer(leader);
    killNode(leader);
    const after = await createFacilities(10);

    // A consumer whose leader moved notices by missed heartbeats: allow a minute and more.
    for (const { id, requestId } of [...before, ...after]) {
      const entries = await awaitEntriesOfRequest(office, { type: 'facility', id }, requestId, 150_000);
      expect(entries).toEqual([expect.objectContaining({ action: 'created' })]);
    }
    const survivor = NODES.find((n) => n !== leader)!;
    expect(streamNamed('FACILITIES', survivor)?.cluster.leader).toBeDefined();

    // Swarm starts the killed node again (restart policy), so the stack is whole for what follows.
    await eventually(async () => {
      try {
        return runningContainer(leader) !== killed;
      } catch {
        return false;
      }
    }, 150_000, 2000);
  }, 600_000);
});
