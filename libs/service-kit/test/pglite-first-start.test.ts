import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase, rowsOf, type Database } from '../src/db';

const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'pglite-first-start-'));
const opened: Database[] = [];
const logger = pino({ level: 'silent' });

afterAll(async () => {
  for (const database of opened) await database.close();
  rmSync(dataRoot, { recursive: true, force: true });
});

// Without clusters prepared at install time (those are pglite-prepared-clusters.test.ts's).
const noPreparedClusters = path.join(os.tmpdir(), 'pglite-first-start-none-prepared');

const open = async (name: string) => {
  const database = await openDatabase({ dataDir: path.join(dataRoot, name), migrationsFolder, logger, preparedClusters: noPreparedClusters });
  opened.push(database);
  return database;
};

test('without prepared clusters, services starting together on empty data share one initdb: each gets its own migrated cluster from the template', async () => {
  const [a, b] = await Promise.all([open('a'), open('b')]);
  await a.db.execute(sql`create table only_in_a (x int)`);
  const tablesOf = async (database: Database) =>
    rowsOf<{ name: string }>(await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((r) => r.name);
  expect(await tablesOf(a)).toEqual(expect.arrayContaining(['facilities', 'only_in_a']));
  expect(await tablesOf(b)).toContain('facilities');
  expect(await tablesOf(b)).not.toContain('only_in_a');
  // The template is a bare cluster kept for the next empty data directory; no lock or half-built copy is left behind.
  expect(existsSync(path.join(dataRoot, '.pglite-template', 'PG_VERSION'))).toBe(true);
  expect(readdirSync(dataRoot).sort()).toEqual(['.pglite-template', 'a', 'b']);
});

test('embedded PostgreSQL runs with small shared buffers (the default 128 MB stayed resident in every service)', async () => {
  const database = await open('c');
  const [row] = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
  expect(row.shared_buffers).toBe('16MB');
});
