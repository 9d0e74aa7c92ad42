/**
 * Streams on a three-node JetStream cluster (real nats-servers): NATS_STREAM_REPLICAS=3 gives the
 * streams a service creates three replicas, an existing single-replica stream is raised to three,
 * and when the node that leads the stream dies, no event of the outbox is lost on its way to a
 * consumer — those recorded before the crash and those recorded while the node is down.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { baseConfigSchema, createApp, ensureStream, finishApp, loadConfig, onAnyEvent, portSchema, recordEvent, startConsumer, startService, type ServiceHandle } from '../src/index';
import { eventually, startNatsCluster, testEnv, type TestNatsCluster } from '../src/testing/index';

// Any service's migrations will do: the probe service has no tables of its own.
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const stream = { name: 'PROBE', subjects: ['probe.>'] };
let cluster: TestNatsCluster;
let nc: NatsConnection;
let service: ServiceHandle;
const handled = new Set<string>();

beforeAll(async () => {
  cluster = await startNatsCluster(3);
  nc = await connect({ servers: cluster.url.split(',') });
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), testEnv({ NATS_URL: cluster.url, NATS_STREAM_REPLICAS: '3' }));
  service = await startService({
    name: 'probe',
    config,
    migrationsFolder,
    compose: async (deps) => {
      // The consumer creates the stream, with the replicas of the service's setting.
      const consumer = await startConsumer({
        ...deps,
        stream,
        durable: 'probe-listener',
        events: onAnyEvent(async (_tx, event) => void handled.add(event.id)),
      });
      return { app: finishApp(createApp({ logger: deps.logger }), deps.logger), background: [consumer] };
    },
  });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await nc?.close();
  await cluster?.stop();
});

const streamInfo = async (name: string) => (await jetstreamManager(nc)).streams.info(name);

async function record(label: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const event = await service.db.transaction((tx) =>
      recordEvent(tx, { type: 'probe.thing.created', actor: { userId: null }, subject: { type: 'thing', id: `${label}-${i}` }, data: { i } }),
    );
    ids.push(event.id);
  }
  service.relay.kick();
  return ids;
}

describe('streams with NATS_STREAM_REPLICAS=3 on a three-node cluster', () => {
  test('the stream a service creates has three replicas, one on each node', async () => {
    const info = await streamInfo(stream.name);
    expect(info.config.num_replicas).toBe(3);
    const nodes = [info.cluster?.leader, ...(info.cluster?.replicas ?? []).map((r) => r.name)];
    expect(nodes.sort()).toEqual(['n1', 'n2', 'n3']);
  });

  test('an existing stream with one replica is raised to three; a caller without a count keeps it', async () => {
    const jsm = await jetstreamManager(nc);
    const single = { name: 'SINGLE', subjects: ['single.>'] };
    await ensureStream(jsm, single);
    expect((await streamInfo('SINGLE')).config.num_replicas).toBe(1);
    await ensureStream(jsm, single, 3);
    expect((await streamInfo('SINGLE')).config.num_replicas).toBe(3);
    await ensureStream(jsm, single);
    expect((await streamInfo('SINGLE')).config.num_replicas).toBe(3);
  });

  test('the node leading the stream dies: every event recorded before and while it is down reaches the consumer', async () => {
    const before = await record('before', 20);
    await eventually(async () => before.every((id) => handled.has(id)) || null, 30_000);
    const inFlight = await record('in-flight', 20);
    const leader = (await streamInfo(stream.name)).cluster!.leader!;
    await cluster.node(leader).kill();
    const during = await record('during', 20);

    // A consumer whose leader moved notices by missed heartbeats: tens of seconds, not milliseconds.
    await eventually(async () => [...inFlight, ...during].every((id) => handled.has(id)) || null, 100_000);
    const after = await streamInfo(stream.name);
    expect(after.cluster?.leader).not.toBe(leader);
    expect(after.state.messages).toBe(60);
  }, 150_000);
});
