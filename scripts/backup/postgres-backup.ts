/**
 * A backup of every service's database on a PostgreSQL server with pg_dump (custom format), all
 * dumped from snapshots taken at one consistent cut (docs/operations.md, "Backup and restore"):
 *
 * 1. hold — in every database, one transaction takes `lock table inbox in share mode`: a consumer
 *    applies an event in one transaction that first writes the event's inbox row, so while the
 *    locks are held no consumer of any service commits an event (those that had written their row
 *    commit first; the lock waits for them). Requests and the outbox relays go on;
 * 2. snapshot — in every database a repeatable-read transaction exports its snapshot;
 * 3. release — the hold ends (it lasted milliseconds);
 * 4. dump — `pg_dump --snapshot=…` per database, each sees exactly its snapshot.
 *
 * With no consumer commit between the first and the last snapshot, a database never holds the
 * effect of an event (an audit entry, a replica row) whose producer's snapshot lacks the event.
 */
import path from 'node:path';
import pg from 'pg';
import { connectionOf } from './options';
import { finishFile, type BackupFile } from './manifest';
import { runPgTool } from './pg-tools';

export interface ServerBackupOptions {
  serverUrl: string;
  /** service → database name */
  databases: Record<string, string>;
  dir: string;
  /** How long the hold waits for a consumer transaction to finish before the backup gives up. */
  lockTimeoutMs?: number;
}

type Session = { service: string; database: string; client: pg.Client };

async function sessionsOf(serverUrl: string, databases: Record<string, string>): Promise<Session[]> {
  return Promise.all(
    Object.entries(databases).map(async ([service, database]) => {
      const client = new pg.Client({ connectionString: connectionOf(serverUrl, database).url, application_name: 'care-staffing backup' });
      await client.connect();
      return { service, database, client };
    }),
  );
}

/** Steps 1–3: one snapshot per database, all inside the hold. */
async function snapshotsAtOneCut(holds: Session[], snapshots: Session[], lockTimeoutMs: number): Promise<Map<string, string>> {
  try {
    await Promise.all(
      holds.map(async ({ client }) => {
        await client.query('begin');
        await client.query(`set local lock_timeout = ${Math.round(lockTimeoutMs)}`);
        await client.query('lock table inbox in share mode');
      }),
    );
    const ids = await Promise.all(
      snapshots.map(async ({ service, client }) => {
        await client.query('begin isolation level repeatable read read only');
        const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
        return [service, rows[0].id] as const;
      }),
    );
    return new Map(ids);
  } finally {
    await Promise.all(holds.map(({ client }) => client.query('rollback').catch(() => undefined)));
  }
}

/** Dumps every service's database; resolves with the files once all are written. */
export async function backupServer({ serverUrl, databases, dir, lockTimeoutMs = 30_000 }: ServerBackupOptions): Promise<BackupFile[]> {
  const holds = await sessionsOf(serverUrl, databases);
  const snapshots = await sessionsOf(serverUrl, databases).catch(async (error) => {
    await Promise.all(holds.map(({ client }) => client.end()));
    throw error;
  });
  try {
    const ids = await snapshotsAtOneCut(holds, snapshots, lockTimeoutMs);
    // One after the other: a backup runs beside production load and should not take all of the server's cores.
    const files: BackupFile[] = [];
    for (const { service, database } of snapshots) {
      const { conninfo, password } = connectionOf(serverUrl, database);
      const file = `${service}.dump`;
      await runPgTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${ids.get(service)}`, '--lock-wait-timeout=60000', `--file=${path.join(dir, `${file}.partial`)}`, `--dbname=${conninfo}`],
        password,
      );
      files.push(await finishFile(dir, service, file, database));
    }
    return files;
  } finally {
    await Promise.all([...holds, ...snapshots].map(({ client }) => client.end().catch(() => undefined)));
  }
}
