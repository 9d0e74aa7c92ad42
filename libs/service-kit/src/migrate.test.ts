import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { migrateFolder } from './migrate';

let folder: string;
let client: PGlite;
const db = () => drizzle({ client });

/** A migrations folder with these migrations in journal order: tag → [journal time, SQL]. */
function writeFolder(migrations: Array<[string, number, string]>) {
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = migrations.map(([tag, when], idx) => ({ idx, version: '7', when, tag, breakpoints: true }));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  for (const [tag, , text] of migrations) writeFileSync(path.join(folder, `${tag}.sql`), text);
}

const tables = async () =>
  (await client.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`)).rows.map((r) => r.name);

beforeEach(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'migrate-test-'));
  client = await PGlite.create();
});

afterEach(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

test('a migration whose journal time is earlier than one already applied is still applied, once', async () => {
  writeFolder([
    ['0000_a', 1000, 'create table a (id int);'],
    ['0001_b', 5000, 'create table b (id int);'],
  ]);
  expect(await migrateFolder(db(), { migrationsFolder: folder })).toBe(2);
  writeFolder([
    ['0000_a', 1000, 'create table a (id int);'],
    ['0001_b', 5000, 'create table b (id int);'],
    ['0002_c', 3000, 'create table c (id int);--> statement-breakpoint\ninsert into c values (1);'],
  ]);
  expect(await migrateFolder(db(), { migrationsFolder: folder })).toBe(1);
  expect(await tables()).toEqual(['a', 'b', 'c']);
  expect(await migrateFolder(db(), { migrationsFolder: folder })).toBe(0);
  expect((await client.query('select count(*)::int as n from c')).rows).toEqual([{ n: 1 }]);
});

test('a migration edited after it ran is recognised by its journal time and not run again', async () => {
  writeFolder([['0000_a', 1000, 'create table a (id int);']]);
  await migrateFolder(db(), { migrationsFolder: folder });
  writeFolder([['0000_a', 1000, 'create table a (id int); -- a comment added later']]);
  expect(await migrateFolder(db(), { migrationsFolder: folder })).toBe(0);
  const recorded = await db().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  expect(recorded.rows).toEqual([{ n: 1 }]);
});

test('a failing migration applies nothing of the batch', async () => {
  writeFolder([
    ['0000_a', 1000, 'create table a (id int);'],
    ['0001_bad', 2000, 'create table b (id int);--> statement-breakpoint\nselect no_such_function();'],
  ]);
  await expect(migrateFolder(db(), { migrationsFolder: folder })).rejects.toThrow();
  expect(await tables()).toEqual([]);
});
