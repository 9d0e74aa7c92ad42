import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db';
import { createLogger } from '../logger';
import { kitMigrationsFolder } from '../outbox/relay-tables';

/**
 * The name of a database on the test server that holds exactly a service's migrations, made once
 * per server and migration state: test databases are cloned from it (`create database … template`)
 * instead of migrating each one, which took seconds per test file. The name carries a hash of
 * every migration file (the service's and the kit's), so a changed or added migration makes a new
 * template. Test processes in parallel make it once: the first takes an advisory lock, builds it
 * under a temporary name, renames it; the others wait on the lock and then find it.
 */
export async function migratedTemplate(serverUrl: string, migrationsFolder: string): Promise<string> {
  const name = `tmpl_${path.basename(path.dirname(migrationsFolder))}_${fingerprint([migrationsFolder, kitMigrationsFolder()])}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await build(serverUrl, admin, name, migrationsFolder);
  } finally {
    await admin.end();
  }
  return name;
}

async function build(serverUrl: string, admin: pg.Client, name: string, migrationsFolder: string) {
  const building = `${name}_building`;
  await admin.query(`drop database if exists "${building}" with (force)`);
  await admin.query(`create database "${building}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ url: url.toString(), migrationsFolder, logger: createLogger('test-template', 'silent'), poolSize: 2 });
  await database.close();
  await admin.query(`alter database "${building}" rename to "${name}"`);
}

/** A short hash of every file under the folders (names and contents). */
function fingerprint(folders: string[]): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) visit(file);
      else hash.update(entry).update(readFileSync(file));
    }
  };
  for (const folder of folders) visit(folder);
  return hash.digest('hex').slice(0, 12);
}
