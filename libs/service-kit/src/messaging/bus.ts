import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { Logger } from '../logger';
import type { Tracer } from '../tracing/tracer';
import { untilReachable } from '../until-reachable';

export interface Bus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** The service's tracer: its consumers' spans (ids only when none). */
  tracer?: Tracer;
  /** Replicas of the streams this process creates (NATS_STREAM_REPLICAS). */
  streamReplicas: number;
  close(): Promise<void>;
}

const JETSTREAM_API_TIMEOUT_MS = 20_000;

/**
 * Connects to NATS and JetStream; reconnects forever (the outbox keeps events meanwhile).
 * `noAsyncTraces`: nats.js otherwise builds two Errors with stack traces for every request — every
 * JetStream publish of the outbox relay — to enrich a failure that rarely comes (its timeout's and
 * its context's; ≈ 1 % of staffing's CPU under creates, docs/benchmarks.md "Session 9"); a failed
 * publish still says what failed. (A third, on every request's clean-up, nats.js makes regardless.)
 */
export async function connectBus(url: string, name: string, logger: Logger, tracer?: Tracer, streamReplicas = 1, { waitSeconds = 0 } = {}): Promise<Bus> {
  // The first connection waits up to `waitSeconds` for a server that is not up yet (until-reachable.ts).
  const nc = await untilReachable('NATS', () => connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500, noAsyncTraces: true }), { waitSeconds, logger });
  (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') logger.warn({ nats: status.type }, `NATS ${status.type}`);
    }
  })().catch(() => undefined);
  // JetStream API requests (stream and consumer set-up at start, consumer lookups) wait up to 20 s
  // instead of 5: on a busy machine creating a file-backed stream can take longer, and a service
  // that gave up would have to be restarted. Publishes set their own timeout (the outbox relay's).
  const jsm = await jetstreamManager(nc, { timeout: JETSTREAM_API_TIMEOUT_MS });
  const js = jetstream(nc, { timeout: JETSTREAM_API_TIMEOUT_MS });
  logger.info({ nats: url }, 'connected to NATS JetStream');
  return {
    nc,
    js,
    jsm,
    tracer,
    streamReplicas,
    async close() {
      if (!nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
}

/**
 * Creates the stream, or updates its subjects if it exists. Producers and consumers both call it.
 * With `replicas` the stream gets that many (a three-node cluster: 3, so losing a node loses no
 * event); an existing stream with another count is changed to it (JetStream moves the data). Without,
 * an existing stream keeps its count and a new one gets one replica.
 */
export async function ensureStream(jsm: JetStreamManager, stream: { name: string; subjects: readonly string[] }, replicas?: number) {
  const subjects = [...stream.subjects];
  try {
    const info = await jsm.streams.info(stream.name);
    const sameSubjects = info.config.subjects?.join() === subjects.join();
    const sameReplicas = replicas === undefined || info.config.num_replicas === replicas;
    if (!sameSubjects || !sameReplicas) await jsm.streams.update(stream.name, { ...info.config, subjects, num_replicas: replicas ?? info.config.num_replicas });
  } catch (error) {
    if (!/stream not found/i.test(String((error as Error).message))) throw error;
    await jsm.streams.add({ name: stream.name, subjects, num_replicas: replicas ?? 1 }).catch(async (e: Error) => {
      // Another service created it a moment earlier.
      if (!/already in use|exists/i.test(e.message)) throw e;
    });
  }
}
