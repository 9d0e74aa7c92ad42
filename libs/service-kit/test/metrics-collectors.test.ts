/**
 * The scrape-time collectors against a real database (PGlite, or TEST_DATABASE_URL) and a real
 * nats-server: outbox backlog and age, consumer lag and parked events, the pool where there is
 * one, and what a scrape shows when a collector fails or hangs.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { AckPolicy, jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createLogger } from '../src/logger';
import { openDatabase, type Database } from '../src/db';
import { recordEvent } from '../src/outbox/record-event';
import { parkEvent } from '../src/messaging/parked-events';
import { createMetrics, type Metrics } from '../src/metrics/metrics';
import { outboxMetrics } from '../src/metrics/outbox-metrics';
import { consumerMetrics } from '../src/metrics/consumer-metrics';
import { databasePoolMetrics } from '../src/metrics/database-metrics';
import { scrapedGauges } from '../src/metrics/scraped-gauges';
import { createTestDatabase, startNats, type TestNats } from '../src/testing/index';

// Facilities' migrations create the kit's outbox and the parked-events table.
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const logger = createLogger('metrics-test', 'silent');
const STREAM = { name: 'METRICSTEST', subjects: ['metricstest.>'] };

let nats: TestNats;
let nc: NatsConnection;
let jsm: JetStreamManager;
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  nats = await startNats();
  nc = await connect({ servers: nats.url });
  jsm = await jetstreamManager(nc);
  await jsm.streams.add({ name: STREAM.name, subjects: STREAM.subjects });
  const testDb = await createTestDatabase('metrics_collectors', migrationsFolder);
  dropDatabase = testDb.drop;
  database = await openDatabase({ url: testDb.url, migrationsFolder, logger });
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  await nc?.close();
  await nats?.stop();
});

/** The value of one sample (`name{labels}`) in a scrape's text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** One sample of a fresh scrape. */
const sampleOf = async (metrics: Metrics, series: string) => sample(await metrics.registry.metrics(), series);

const stoppedRelay = { health: () => ({ running: false, failures: 3, lastError: 'NATS away' }) };

describe('outbox', () => {
  test('backlog and the age of the oldest unpublished event, read when scraped', async () => {
    const metrics = createMetrics();
    outboxMetrics(metrics, database.db, stoppedRelay);
    expect(await sampleOf(metrics, 'outbox_unpublished_events')).toBe(0);
    expect(await sampleOf(metrics, 'outbox_oldest_unpublished_age_seconds')).toBe(0);
    await database.db.execute(sql`insert into outbox (id, subject, payload, created_at) values (gen_random_uuid(), 'metricstest.old', '{}', now() - interval '90 seconds')`);
    await recordEvent(database.db, { type: 'metricstest.thing.created', actor: { userId: null }, subject: { type: 'thing', id: 't-1' }, data: {} });
    expect(await sampleOf(metrics, 'outbox_unpublished_events')).toBe(2);
    expect(await sampleOf(metrics, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(await sampleOf(metrics, 'outbox_relay_running')).toBe(0);
    expect(await sampleOf(metrics, 'outbox_relay_consecutive_failures')).toBe(3);
    await database.db.execute(sql`update outbox set published_at = now()`);
    expect(await sampleOf(metrics, 'outbox_unpublished_events')).toBe(0);
    expect(await sampleOf(metrics, 'outbox_oldest_unpublished_age_seconds')).toBe(0);
  });
});

describe('consumers', () => {
  test('lag per durable from the JetStream server, and its open parked events from the database', async () => {
    await jsm.consumers.add(STREAM.name, { durable_name: 'metrics-lagging', ack_policy: AckPolicy.Explicit });
    const metrics = createMetrics();
    consumerMetrics(metrics, jsm, database.db, [{ stream: STREAM.name, durable: 'metrics-lagging' }]);
    const labels = `{stream="${STREAM.name}",durable="metrics-lagging"}`;
    expect(await sampleOf(metrics, `consumer_pending_messages${labels}`)).toBe(0);
    expect(await sampleOf(metrics, `parked_events${labels}`)).toBe(0);
    const js = jetstream(nc);
    for (let i = 0; i < 3; i++) await js.publish('metricstest.thing.created', '{}');
    await parkEvent(database.db, { consumer: 'metrics-lagging', stream: STREAM.name, subject: 'metricstest.thing.created', reason: 'bad', payload: '{}' });
    await parkEvent(database.db, { consumer: 'metrics-gone', stream: STREAM.name, subject: 'metricstest.thing.created', reason: 'bad', payload: '{}' });
    expect(await sampleOf(metrics, `consumer_pending_messages${labels}`)).toBe(3);
    expect(await sampleOf(metrics, `consumer_ack_pending_messages${labels}`)).toBe(0);
    expect(await sampleOf(metrics, `parked_events${labels}`)).toBe(1);
    // A durable that parked events and no longer runs still shows them.
    expect(await sampleOf(metrics, `parked_events{stream="${STREAM.name}",durable="metrics-gone"}`)).toBe(1);
  });

  test('an unknown durable fails its collector, not the scrape', async () => {
    const metrics = createMetrics();
    consumerMetrics(metrics, jsm, database.db, [{ stream: STREAM.name, durable: 'metrics-never-made' }]);
    expect(await sampleOf(metrics, `consumer_pending_messages{stream="${STREAM.name}",durable="metrics-never-made"}`)).toBeUndefined();
    expect(await sampleOf(metrics, 'metrics_collect_failures_total{collector="consumers"}')).toBe(1);
    expect(await sampleOf(metrics, `parked_events{stream="${STREAM.name}",durable="metrics-never-made"}`)).toBe(0);
  });
});

describe('database pool', () => {
  test('a server pool shows connections in use, idle and waiting; PGlite has no pool series', async () => {
    const metrics = createMetrics();
    databasePoolMetrics(metrics, database.poolUse);
    if (database.kind === 'pglite') {
      expect(await sampleOf(metrics, 'db_pool_max_connections')).toBeUndefined();
      expect((await metrics.registry.metrics()).includes('db_pool_')).toBe(false);
      return;
    }
    expect(await sampleOf(metrics, 'db_pool_max_connections')).toBe(10);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const inside = new Promise<void>((resolve) => (began = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      began();
      await held;
    });
    await inside;
    expect(await sampleOf(metrics, 'db_pool_connections{state="in_use"}')).toBe(1);
    expect(await sampleOf(metrics, 'db_pool_waiting_queries')).toBe(0);
    release();
    await transaction;
    expect(await sampleOf(metrics, 'db_pool_connections{state="in_use"}')).toBe(0);
    expect(await sampleOf(metrics, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('a collector that fails or hangs', () => {
  test('counts a failure; its gauges are NaN or absent in that scrape, then right again', async () => {
    const metrics = createMetrics();
    let fail = true;
    scrapedGauges(metrics, {
      collector: 'flaky',
      gauges: { plain: { name: 'flaky_plain', help: 'h' }, labelled: { name: 'flaky_labelled', help: 'h', labelNames: ['kind'] } },
      read: async () => {
        if (fail) throw new Error('database away');
        return { plain: 7, labelled: [{ labels: { kind: 'a' }, value: 1 }] };
      },
    });
    const failed = await metrics.registry.metrics();
    expect(sample(failed, 'flaky_plain')).toBeNaN();
    expect(sample(failed, 'flaky_labelled{kind="a"}')).toBeUndefined();
    expect(await sampleOf(metrics, 'metrics_collect_failures_total{collector="flaky"}')).toBeGreaterThanOrEqual(1);
    fail = false;
    const counted = await sampleOf(metrics, 'metrics_collect_failures_total{collector="flaky"}');
    const recovered = await metrics.registry.metrics();
    expect(sample(recovered, 'flaky_plain')).toBe(7);
    expect(sample(recovered, 'flaky_labelled{kind="a"}')).toBe(1);
    expect(sample(recovered, 'metrics_collect_failures_total{collector="flaky"}')).toBe(counted);
  });

  test('a read past its timeout fails the scrape, and no second read starts while it hangs', async () => {
    const metrics = createMetrics();
    let reads = 0;
    let finish!: () => void;
    const hung = new Promise<void>((resolve) => (finish = resolve));
    scrapedGauges(metrics, {
      collector: 'hung',
      timeoutMs: 50,
      gauges: { value: { name: 'hung_value', help: 'h' } },
      read: async () => {
        reads += 1;
        await hung;
        return { value: 5 };
      },
    });
    expect(await sampleOf(metrics, 'hung_value')).toBeNaN();
    expect(await sampleOf(metrics, 'hung_value')).toBeNaN();
    expect(reads).toBe(1);
    // The counter is read in the same scrape as a third failure: two or three, never fewer.
    expect(await sampleOf(metrics, 'metrics_collect_failures_total{collector="hung"}')).toBeGreaterThanOrEqual(2);
    expect(reads).toBe(1);
    finish();
    await hung;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await sampleOf(metrics, 'hung_value')).toBe(5);
    expect(reads).toBe(2);
  });
});
