/**
 * Restores a server backup (postgres-backup.ts) into empty databases: each database is created when
 * missing, and one that holds any table is refused before anything is changed (drop it first — a
 * restore never merges into data). pg_restore runs in one transaction per database, without the
 * dump's owners and grants (the restoring user owns everything, as the services' user did).
 */
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '@cs/service-kit/db';
import { prepareRestoredDatabase } from '@cs/service-kit/backup/restored-database';
import { connectionOf, maintenanceUrl } from './options';
import type { Manifest } from './manifest';
import { runPgTool } from './pg-tools';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'care-staffing restore' });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const userRelations = `
  select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
  where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%' and s.nspname not like 'pg\\_temp%'`;

/** Creates the missing databases; refuses (before any change) when one exists with tables in it. */
async function emptyDatabases(serverUrl: string, names: string[]) {
  const existing = await withClient(maintenanceUrl(serverUrl), async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname = any($1)', [names]);
    return new Set(rows.map((row) => row.datname));
  });
  for (const name of existing) {
    const relations = await withClient(connectionOf(serverUrl, name).url, async (client) => (await client.query<{ n: number }>(userRelations)).rows[0].n);
    if (relations > 0) throw new Error(`database ${name} is not empty (${relations} relations): drop it (or give another name with --database) before restoring`);
  }
  await withClient(maintenanceUrl(serverUrl), async (admin) => {
    for (const name of names.filter((n) => !existing.has(n))) await admin.query(`create database ${quoteIdent(name)}`);
  });
}

/** Restores every file of the manifest; resolves with the events each outbox will publish again. */
export async function restoreServer({ serverUrl, databases, dir, manifest }: { serverUrl: string; databases: Record<string, string>; dir: string; manifest: Manifest }) {
  const targets = manifest.files.map((entry) => ({ ...entry, target: databases[entry.service] }));
  const unknown = targets.filter((t) => !t.target);
  if (unknown.length > 0) throw new Error(`the backup holds ${unknown.map((t) => t.service).join(', ')}, which this system does not know`);
  await emptyDatabases(serverUrl, targets.map((t) => t.target));
  const republished: Record<string, number> = {};
  for (const { service, file, target } of targets) {
    const { url, conninfo, password } = connectionOf(serverUrl, target);
    await runPgTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${conninfo}`, path.join(dir, file)], password);
    republished[service] = (await withClient(url, (client) => prepareRestoredDatabase(drizzle({ client }) as unknown as Db))).republished;
  }
  return republished;
}
