/**
 * The backup drill (docs/operations.md, "Backup and restore"): the whole system under a write load
 * through the gateway, a backup taken while the load runs (scripts/backup.ts, as a process), more
 * writes after it; then the system stops, its databases are wiped, the backup is restored
 * (scripts/restore.ts) and the system starts again on the same NATS — whose streams still hold the
 * events of the writes the backup does not have, and whose durable consumers stand past them.
 * On a PostgreSQL server with TEST_DATABASE_URL (pg_dump / pg_restore), else on embedded PGlite
 * (copies through the services' backup sockets, restored into a new data directory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { streams } from '@cs/contracts';
import { startNats, type TestNats } from '@cs/service-kit/testing/index';
import { rowsOf } from '@cs/service-kit/db';
import { startSystem, type System } from './start-system';
import { Caller, records } from './support/office';
import { WriteLoad, type AckedWrite } from './support/write-load';
import { count, databasesOf, drillStorage, runScript, settled, type DrillStorage } from './support/backup-drill';

const label = 'sys_backup';
let nats: TestNats;
let drill: DrillStorage;
let system: System | undefined;
let writes: AckedWrite[];
let restoreOutput: string;
const backupDir = mkdtempSync(path.join(os.tmpdir(), 'backup-drill-copy-'));

beforeAll(async () => {
  nats = await startNats();
  drill = await drillStorage(label);
  system = await startSystem(label, { storage: drill.storage, nats });
  const office = new Caller(system, (await system.login()).token);
  const make = records(office);
  const facility = await make.facility();
  await make.contract(facility.id);

  const load = new WriteLoad(office, facility.id);
  await load.acknowledgedIn('before', 24);
  load.phase = 'during';
  await runScript('backup', ['--to', backupDir, ...drill.backupArgs()]);
  load.phase = 'after';
  await load.acknowledgedIn('after', 12);
  await load.stop();
  expect(load.refused).toEqual([]);
  writes = load.acked;
  // Every event of the old system published and applied: the streams hold those of the writes after the backup too.
  await settled(system);
  await system.stop();

  await drill.wipe();
  restoreOutput = await runScript('restore', ['--from', backupDir, ...drill.restoreArgs(nats.url)]);
  system = await startSystem(label, { storage: drill.storage, nats });
  await settled(system);
}, 600_000);

afterAll(async () => {
  await system?.stop();
  await drill?.cleanup();
  await nats?.stop();
  rmSync(backupDir, { recursive: true, force: true });
});

const running = () => system as System;
const idsOf = (list: AckedWrite[]) => list.map((w) => w.id);
/** `in (…)` of ids (`in (null)`, which matches nothing, for none). */
const inList = (ids: string[]) => (ids.length > 0 ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : sql`null`);

/** Which writes answer 200 through the gateway after the restore (the others 404); asked once. */
let present: Promise<Set<string>> | undefined;
const presentWrites = () => (present ??= askEveryWrite());

async function askEveryWrite(): Promise<Set<string>> {
  const office = new Caller(running(), (await running().login()).token);
  const present = new Set<string>();
  for (let i = 0; i < writes.length; i += 8) {
    await Promise.all(
      writes.slice(i, i + 8).map(async (write) => {
        const res = await office.send('get', write.path);
        if (res.status === 200) present.add(write.id);
        else if (res.status !== 404) throw new Error(`GET ${write.path} → ${res.status} ${res.text}`);
      }),
    );
  }
  return present;
}

test('every write acknowledged before the backup began is back, none sent after it finished; the rest each whole or not at all', async () => {
  const present = await presentWrites();
  const before = writes.filter((w) => w.ackedIn === 'before');
  const after = writes.filter((w) => w.sentIn === 'after');
  expect(before.length).toBeGreaterThanOrEqual(24);
  expect(after.length).toBeGreaterThanOrEqual(12);
  expect(idsOf(before).filter((id) => !present.has(id))).toEqual([]);
  expect(idsOf(after).filter((id) => present.has(id))).toEqual([]);
  // An assignment that is back has its order and its employee back.
  const assignments = idsOf(writes.filter((w) => w.kind === 'assignment' && present.has(w.id)));
  const links = rowsOf<{ order_id: string; employee_id: string }>(
    await databasesOf(running()).staffing.execute(sql`select order_id::text, employee_id::text from assignments where id in (${inList(assignments)})`),
  );
  expect(links).toHaveLength(assignments.length);
  expect(links.filter((a) => !present.has(a.order_id) || !present.has(a.employee_id))).toEqual([]);
});

test('each write that is back has exactly one audit entry of its creation, a write that is not back has none', async () => {
  const present = await presentWrites();
  const entries = rowsOf<{ entity_id: string; action: string; n: number }>(
    await databasesOf(running()).audit.execute(
      sql`select entity_id, action, count(*)::int as n from audit_entries where entity_id in (${inList(idsOf(writes))}) group by entity_id, action`,
    ),
  );
  const created = new Map(entries.filter((e) => e.action === 'created').map((e) => [e.entity_id, e.n]));
  expect(writes.filter((w) => present.has(w.id) && created.get(w.id) !== 1).map((w) => `${w.kind} ${w.id}: ${created.get(w.id) ?? 0}`)).toEqual([]);
  expect(entries.filter((e) => !present.has(e.entity_id))).toEqual([]);
});

test('the replicas hold exactly what their owners hold: no effect of an event whose write the backup lacks', async () => {
  const { identity, facilities, staffing } = databasesOf(running());
  const loadFacilities = inList(idsOf(writes.filter((w) => w.kind === 'facility')));
  const loadEmployees = inList(idsOf(writes.filter((w) => w.kind === 'employee')));
  const ids = async (db: typeof identity, query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query)).map((r) => r.id).sort();
  const owned = await ids(facilities, sql`select id::text from facilities where id in (${loadFacilities})`);
  expect(await ids(staffing, sql`select id::text from facility_directory where id in (${loadFacilities})`)).toEqual(owned);
  expect(await ids(identity, sql`select id::text from facility_replica where id in (${loadFacilities})`)).toEqual(owned);
  const employees = await ids(staffing, sql`select id::text from employees where id in (${loadEmployees})`);
  expect(await ids(identity, sql`select id::text from employee_replica where id in (${loadEmployees})`)).toEqual(employees);
});

test('every outbox is published and the event streams hold exactly the restored outboxes: each event once', async () => {
  expect(restoreOutput).toMatch(/event streams deleted: .*STAFFING/);
  const databases = databasesOf(running());
  for (const db of Object.values(databases)) expect(await count(db, sql`select 1 from outbox where published_at is null`)).toBe(0);
  const jsm = running().identity.bus.jsm;
  for (const [producer, stream] of Object.entries(streams)) {
    const db = databases[producer as keyof typeof databases];
    const info = await jsm.streams.info(stream.name);
    expect({ stream: stream.name, messages: info.state.messages }).toEqual({ stream: stream.name, messages: await count(db, sql`select 1 from outbox`) });
  }
  for (const db of Object.values(databases)) expect(await count(db, sql`select 1 from parked_events where replayed_at is null`)).toBe(0);
});
