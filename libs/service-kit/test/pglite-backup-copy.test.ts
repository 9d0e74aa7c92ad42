/**
 * The embedded database's copy while it runs (docs/operations.md, "Backup and restore"): through
 * the backup socket, under writes, restored into a new data directory that a service opens with
 * the data; a hold keeps consumer transactions out of the copy.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase, rowsOf, type Database, type Db } from '../src/db';
import { applyGateOf } from '../src/backup/apply-gate';
import { backupSocketPath, startBackupSocket } from '../src/backup/backup-socket';
import { restorePgliteCopy } from '../src/backup/restored-database';
import type { Stoppable } from '../src/service-deps';

const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'pglite-backup-copy-'));
const logger = pino({ level: 'silent' });
const socketPath = backupSocketPath(dataRoot, 'facilities');
const opened: Database[] = [];
let live: Database;
let socket: Stoppable;

const open = async (dataDir: string) => {
  const database = await openDatabase({ dataDir, migrationsFolder, logger });
  opened.push(database);
  return database;
};

beforeAll(async () => {
  live = await open(path.join(dataRoot, 'facilities'));
  await live.db.execute(sql`create table drill (n int primary key)`);
  socket = await startBackupSocket({ socketPath, db: live.db, copy: live.copy!, logger });
}, 60_000);

afterAll(async () => {
  await socket?.stop();
  for (const database of opened) await database.close();
  rmSync(dataRoot, { recursive: true, force: true });
});

function post(route: string, method = 'POST'): Promise<{ status: number; body: Buffer; held?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: route, method }, async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), held: res.headers['x-consumers-held'] as string | undefined });
    });
    req.on('error', reject);
    req.end();
  });
}

const numbers = async (db: Db) => rowsOf<{ n: number }>(await db.execute(sql`select n from drill order by n`)).map((r) => r.n);

/** The copy restored into a new data directory, opened as a service opens its database. */
async function restored(copy: Buffer) {
  const dir = mkdtempSync(path.join(dataRoot, 'restored-'));
  const result = await restorePgliteCopy(dir, new Blob([new Uint8Array(copy)]));
  return { ...result, database: await open(dir) };
}

test('a copy taken under writes holds every write acknowledged before it was asked for; a service opens it restored', async () => {
  await live.db.execute(sql`insert into outbox (id, subject, payload, published_at) values
    (gen_random_uuid(), 'facilities.facility.created', '{}', now()), (gen_random_uuid(), 'facilities.facility.updated', '{}', now()),
    (gen_random_uuid(), 'facilities.facility.deleted', '{}', null)`);
  await live.db.execute(sql`insert into outbox_relay_lease (id, holder, expires_at) values (1, gen_random_uuid(), now() + interval '1 hour')`);
  let acknowledged = 0;
  let writing = true;
  const writes = (async () => {
    for (let n = 0; writing; n += 1) {
      await live.db.execute(sql`insert into drill (n) values (${n})`);
      acknowledged = n + 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  while (acknowledged < 50) await new Promise((resolve) => setImmediate(resolve));
  const before = acknowledged;
  const copy = await post('/copy');
  writing = false;
  await writes;
  expect(copy.status).toBe(200);
  expect(copy.held).toBe('no');

  const { republished, database } = await restored(copy.body);
  const back = await numbers(database.db);
  expect(back.length).toBeGreaterThanOrEqual(before);
  expect(back).toEqual(Array.from({ length: back.length }, (_, n) => n));
  // The restored outbox publishes everything again; the old relay's lease is gone.
  expect(republished).toBe(2);
  const [outbox] = rowsOf<{ unpublished: number }>(await database.db.execute(sql`select count(*)::int as unpublished from outbox where published_at is null`));
  expect(outbox.unpublished).toBe(3);
  expect(rowsOf(await database.db.execute(sql`select * from outbox_relay_lease`))).toEqual([]);
}, 120_000);

test('while held, a consumer transaction waits and is not in the copy; the copy ends the hold', async () => {
  expect((await post('/hold?ms=60000')).status).toBe(204);
  const gate = applyGateOf(live.db);
  expect(gate.held).toBe(true);
  const applied = gate.run(() => live.db.execute(sql`insert into drill (n) values (-1)`));
  const copy = await post('/copy');
  expect(copy.status).toBe(200);
  expect(copy.held).toBe('yes');
  expect(gate.held).toBe(false);
  await applied;
  expect(await numbers(live.db)).toContain(-1);
  expect(await numbers((await restored(copy.body)).database.db)).not.toContain(-1);
}, 120_000);

test('the socket is its owner’s alone and answers only its three requests', async () => {
  expect(statSync(socketPath).mode & 0o777).toBe(0o600);
  expect((await post('/copy', 'GET')).status).toBe(405);
  expect((await post('/hold?ms=soon')).status).toBe(400);
  expect((await post('/hold?ms=999999999')).status).toBe(400);
  expect((await post('/dump')).status).toBe(404);
  expect((await post('/release')).status).toBe(204);
  expect(applyGateOf(live.db).held).toBe(false);
});

test('a restore refuses a data directory that holds anything', async () => {
  const dir = path.join(dataRoot, 'occupied');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'PG_VERSION'), '17');
  await expect(restorePgliteCopy(dir, new Blob([]))).rejects.toThrow('is not empty');
});
