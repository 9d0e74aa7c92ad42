/**
 * Two staffing processes share one outbox: only the holder of the relay lease publishes, so each
 * event reaches the STAFFING stream once and in `seq` order. One process is killed (SIGKILL: no
 * lease given back, maybe events published but not yet marked) while writes go on through both;
 * the other takes over once the lease has run out, publishes what is left, and what the dead one
 * had published already is dropped by JetStream as a duplicate (`Nats-Msg-Id` = event id).
 * Also: two processes starting at once on a new database announce the seeded value lists once.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { rowsOf } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { anna } from '../../services/staffing/test/support/fixtures';
import { replicasForFile } from './support/replica-platform';
import { StaffingReplicas } from './support/staffing-replicas';

const platform = replicasForFile('replicas_outbox');
let h: StaffingReplicas;

beforeAll(async () => {
  h = await StaffingReplicas.start(platform, 2);
}, 240_000);

/** The event ids in the STAFFING stream, in stream order. */
async function streamEventIds(): Promise<string[]> {
  const nc = await connect({ servers: platform.nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info('STAFFING');
    const ids: string[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      const message = await jsm.streams.getMessage('STAFFING', { seq });
      if (message) ids.push(message.json<{ id: string }>().id);
    }
    return ids;
  } finally {
    await nc.close();
  }
}

const outboxIds = async () => rowsOf<{ id: string }>(await h.svc.db.execute(sql`select id from outbox order by seq`)).map((r) => r.id);
const unpublished = async () => rowsOf<{ n: number }>(await h.svc.db.execute(sql`select count(*)::int as n from outbox where published_at is null`))[0].n;

const newEmployee = (process: number, i: number) => h.callOn(process, '/api/employees', { body: { ...anna, lastName: `Relay ${i}` } });

describe('two outbox relays on one database', () => {
  test('the seeded value lists were announced once, though both processes started at once on a new database', async () => {
    const counts = rowsOf<{ announced: number; entries: number }>(
      await h.svc.db.execute(sql`select (select count(*) from outbox where payload->>'type' = 'staffing.valueList.entryCreated')::int as announced, (select count(*) from value_lists)::int as entries`),
    )[0];
    expect(counts.entries).toBeGreaterThan(0);
    expect(counts.announced).toBe(counts.entries);
  });

  test('each event reaches the stream once, in outbox order — also when one process is killed mid-stream', async () => {
    const before = await Promise.all(Array.from({ length: 40 }, (_, i) => newEmployee(i % 2, i)));
    expect(before.map((r) => r.status)).toEqual(Array(40).fill(200));
    const during = Array.from({ length: 20 }, (_, i) => newEmployee(1, 40 + i));
    await h.processes[0].kill();
    const after = await Promise.all([...during, ...Array.from({ length: 20 }, (_, i) => newEmployee(1, 60 + i))]);
    expect(after.map((r) => r.status)).toEqual(Array(40).fill(200));
    // The survivor publishes everything (after the dead holder's lease of 30 s ran out, if it held it).
    await eventually(async () => (await unpublished()) === 0, 90_000);
    const written = await outboxIds();
    expect(written.length).toBeGreaterThanOrEqual(80);
    expect(await streamEventIds()).toEqual(written);
  }, 180_000);
});
