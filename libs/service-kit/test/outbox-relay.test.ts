/**
 * The outbox relay against a real database (PGlite, or TEST_DATABASE_URL) and a real nats-server:
 * one publisher per database (the lease), events in `seq` order, a standby taking over when the
 * holder stops, and a failed publish recorded on its row while NATS is stopped — nothing lost.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createLogger } from '../src/logger';
import { openDatabase, rowsOf, type Database } from '../src/db';
import { recordEvent } from '../src/outbox/record-event';
import { startOutboxRelay, type OutboxRelay } from '../src/outbox/relay';
import { createTestDatabase, eventually, startNats, type TestNats } from '../src/testing/index';

const migrationsFolder = fileURLToPath(new URL('./fixtures/outbox-migrations', import.meta.url));
const logger = createLogger('relay-test', 'silent');
const STREAM = { name: 'RELAYTEST', subjects: ['relaytest.>'] };

let nats: TestNats;
let nc: NatsConnection;
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  nats = await startNats();
  nc = await connect({ servers: nats.url });
  await (await jetstreamManager(nc)).streams.add({ name: STREAM.name, subjects: STREAM.subjects });
  const testDb = await createTestDatabase('outbox_relay');
  dropDatabase = testDb.drop;
  database = await openDatabase({ url: testDb.url, migrationsFolder, logger });
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  await nc?.close();
  nats?.resume();
  await nats?.stop();
});

/** A JetStream client whose publishes are counted (the real publish runs). */
function countingClient(): { js: JetStreamClient; calls: () => number } {
  const js = jetstream(nc);
  const publish = js.publish.bind(js);
  let calls = 0;
  js.publish = ((...args: Parameters<typeof publish>) => (calls++, publish(...args))) as typeof js.publish;
  return { js, calls: () => calls };
}

async function record(count: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const event = await recordEvent(database.db, { type: 'relaytest.thing.created', actor: { userId: null }, subject: { type: 'thing', id: `${label}-${i}` }, data: { i } });
    ids.push(event.id);
  }
  return ids;
}

/** Event ids in the stream, in stream order. */
async function streamIds(): Promise<string[]> {
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(STREAM.name);
  const ids: string[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const msg = await jsm.streams.getMessage(STREAM.name, { seq });
    ids.push((msg!.json() as { id: string }).id);
  }
  return ids;
}

const unpublished = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from outbox where published_at is null`))[0]!.n;

describe('outbox relay', () => {
  const relays: OutboxRelay[] = [];
  afterAll(async () => {
    for (const relay of relays) await relay.stop();
  });

  test('of two relays on one database only the lease holder publishes, in order; the other takes over when it stops', async () => {
    const first = await record(30, 'a');
    const a = countingClient();
    const b = countingClient();
    const relayA = startOutboxRelay({ db: database.db, js: a.js, logger, pollMs: 20 });
    const relayB = startOutboxRelay({ db: database.db, js: b.js, logger, pollMs: 20 });
    relays.push(relayA, relayB);
    await eventually(async () => (await unpublished()) === 0);
    expect(await streamIds()).toEqual(first);
    expect([a.calls(), b.calls()].sort((x, y) => x - y)).toEqual([0, 30]);

    const [holder, holderRelay, standby] = a.calls() > 0 ? [a, relayA, b] : [b, relayB, a];
    await holderRelay.stop();
    const second = await record(5, 'b');
    await eventually(async () => (await unpublished()) === 0);
    expect(await streamIds()).toEqual([...first, ...second]);
    expect(holder.calls()).toBe(30);
    expect(standby.calls()).toBe(5);
  });

  test('a publish that fails while NATS is stopped is recorded on its row, and the events follow once NATS is back', async () => {
    for (const relay of relays.splice(0)) await relay.stop();
    const before = await streamIds();
    nats.pause();
    const ids = await record(3, 'c');
    const relay = startOutboxRelay({ db: database.db, js: jetstream(nc), logger, pollMs: 20, publishTimeoutMs: 300 });
    relays.push(relay);
    const failed = await eventually(async () => {
      const rows = rowsOf<{ id: string; attempts: number; last_error: string | null }>(
        await database.db.execute(sql`select id, attempts, last_error from outbox where attempts > 0 order by seq`),
      );
      return rows.length > 0 ? rows : null;
    }, 40_000); // on a loaded machine a stopped relay's lease may have to run out (30 s) before this one holds it
    expect(failed.map((r) => r.id)).toEqual([ids[0]]); // the head of the queue, nothing after it was tried
    expect(failed[0]!.last_error).toMatch(/timeout/i);
    expect(await unpublished()).toBe(3);

    nats.resume();
    await eventually(async () => (await unpublished()) === 0, 30_000);
    expect(await streamIds()).toEqual([...before, ...ids]);
  });
});
