/**
 * Two staffing processes share one outbox: only the holder of the relay lease publishes, so each
 * event reaches the STAFFING stream once, each record's events in their `seq` order (concurrent
 * records' events leave as their transactions commit: docs/platform.md). One process is killed (SIGKILL: no
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

/** The events in the STAFFING stream, in stream order: id and record. */
async function streamEvents(): Promise<Array<{ id: string; subject: string }>> {
  const nc = await connect({ servers: platform.nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info('STAFFING');
    const events: Array<{ id: string; subject: string }> = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      const message = await jsm.streams.getMessage('STAFFING', { seq });
      if (message) {
        const { id, subject } = message.json<{ id: string; subject: { id: string } }>();
        events.push({ id, subject: subject.id });
      }
    }
    return events;
  } finally {
    await nc.close();
  }
}

const outboxRows = async () => rowsOf<{ id: string; subject: string }>(await h.svc.db.execute(sql`select id, payload->'subject'->>'id' as subject from outbox order by seq`));

/** Each record's event ids in the given order (records by id). */
function perRecord(rows: Array<{ id: string; subject: string }>) {
  const records = new Map<string, string[]>();
  for (const { id, subject } of rows) records.set(subject, [...(records.get(subject) ?? []), id]);
  return Object.fromEntries([...records].sort(([a], [b]) => a.localeCompare(b)));
}
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

  test("each event reaches the stream once, each record's in outbox order — also when one process is killed mid-stream", async () => {
    const before = await Promise.all(Array.from({ length: 40 }, (_, i) => newEmployee(i % 2, i)));
    expect(before.map((r) => r.status)).toEqual(Array(40).fill(200));
    const during = Array.from({ length: 20 }, (_, i) => newEmployee(1, 40 + i));
    await h.processes[0].kill();
    // Records with several events: ten of the first employees are changed twice more meanwhile.
    const changed = before.slice(0, 10).map(async (created, i) => {
      const first = await h.callOn(1, `/api/employees/${created.body.id}`, { method: 'PUT', body: { ...anna, lastName: `Relay ${i} neu` } });
      const second = await h.callOn(1, `/api/employees/${created.body.id}`, { method: 'PUT', body: { ...anna, lastName: `Relay ${i} neuer` } });
      return [first, second];
    });
    const after = await Promise.all([...during, ...Array.from({ length: 20 }, (_, i) => newEmployee(1, 60 + i))]);
    expect(after.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect((await Promise.all(changed)).flat().map((r) => r.status)).toEqual(Array(20).fill(200));
    // The survivor publishes everything (after the dead holder's lease of 30 s ran out, if it held it).
    await eventually(async () => (await unpublished()) === 0, 90_000);
    const written = await outboxRows();
    expect(written.length).toBeGreaterThanOrEqual(80);
    const published = await streamEvents();
    expect(published.map((e) => e.id).sort()).toEqual(written.map((e) => e.id).sort()); // each once
    expect(perRecord(published)).toEqual(perRecord(written));
  }, 180_000);
});
