/**
 * A first start copies the cluster prepared at install time (scripts/prepare-databases.ts) instead of
 * running initdb and the migrations; it must still end up with every migration applied when the
 * migrations changed since, and with a working database when the prepared cluster is damaged.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase, rowsOf, type Database } from '../src/db';
import { prepareCluster } from '../src/prepare-cluster';

const work = mkdtempSync(path.join(os.tmpdir(), 'pglite-prepared-'));
const cache = path.join(work, 'cache');
const facilitiesMigrations = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const opened: Database[] = [];
const logLines: Array<{ dataDir?: string; newCluster?: unknown; msg: string }> = [];
const logger = pino(new Writable({ write: (chunk, _encoding, done) => (logLines.push(JSON.parse(String(chunk))), done()) }));
const quiet = pino({ level: 'silent' });

afterAll(async () => {
  for (const database of opened) await database.close();
  rmSync(work, { recursive: true, force: true });
});

/** A copy of the facilities migrations, to change as a developer would. */
function migrationsCopy(name: string) {
  const folder = path.join(work, name);
  cpSync(facilitiesMigrations, folder, { recursive: true });
  return folder;
}

/** Adds a migration as drizzle-kit would: its SQL file and its journal entry. */
function addMigration(folder: string, tag: string, statement: string) {
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(path.join(folder, `${tag}.sql`), statement);
}

/** A first start of one service: `<root>/<service>` on an empty data root, as `npm start` lays it out. */
async function firstStart(root: string, migrationsFolder: string, preparedClusters = cache) {
  const dataDir = path.join(work, root, 'service');
  const database = await openDatabase({ dataDir, migrationsFolder, logger, preparedClusters });
  opened.push(database);
  const tables = rowsOf<{ name: string }>(await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((r) => r.name);
  const newCluster = logLines.find((line) => line.dataDir === dataDir && line.msg === 'database ready (embedded PGlite)')?.newCluster;
  // initdb at start time leaves its shared bare cluster beside the services' data directories.
  return { database, tables, newCluster, ranInitdb: existsSync(path.join(work, root, '.pglite-template')) };
}

test('a first start copies the prepared cluster: migrated, no initdb, and its own copy', async () => {
  const migrations = migrationsCopy('current');
  await prepareCluster({ cache, migrationsFolder: migrations, logger: quiet });

  const a = await firstStart('a', migrations);
  expect(a).toMatchObject({ newCluster: 'prepared', ranInitdb: false });
  expect(a.tables).toEqual(expect.arrayContaining(['facilities', 'outbox', 'outbox_relay_lease']));
  await a.database.db.execute(sql`create table only_in_a (x int)`);

  const b = await firstStart('b', migrations);
  expect(b.newCluster).toBe('prepared');
  expect(b.tables).not.toContain('only_in_a');
});

test('a migration added after the install is applied on a first start (from the prepared bare cluster, no initdb)', async () => {
  const migrations = migrationsCopy('pulled');
  await prepareCluster({ cache, migrationsFolder: migrations, logger: quiet });
  addMigration(migrations, '9000_added_later', 'CREATE TABLE "added_later" ("x" integer);');

  const started = await firstStart('c', migrations);
  expect(started).toMatchObject({ newCluster: 'bare', ranInitdb: false });
  expect(started.tables).toEqual(expect.arrayContaining(['facilities', 'added_later']));
});

test('a damaged prepared cluster: the start makes its own (initdb) and the damaged one is removed', async () => {
  const migrations = migrationsCopy('damaged');
  addMigration(migrations, '9001_only_here', 'CREATE TABLE "only_here" ("x" integer);');
  const prepared = await prepareCluster({ cache, migrationsFolder: migrations, logger: quiet });
  writeFileSync(path.join(prepared, 'global', 'pg_control'), Buffer.alloc(8192, 7));

  const started = await firstStart('d', migrations);
  expect(started).toMatchObject({ newCluster: 'bare', ranInitdb: true });
  expect(started.tables).toContain('facilities');
  expect(logLines.some((line) => line.msg === 'the prepared cluster did not open; starting from a new one')).toBe(true);
  expect(existsSync(prepared)).toBe(false);
});

test('no prepared clusters (npm ci --ignore-scripts): the first start runs initdb and the migrations', async () => {
  const started = await firstStart('e', migrationsCopy('current-again'), path.join(work, 'no-cache'));
  expect(started).toMatchObject({ newCluster: 'bare', ranInitdb: true });
  expect(started.tables).toContain('facilities');
});
