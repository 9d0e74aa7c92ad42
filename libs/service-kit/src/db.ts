import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from './logger';
import { readSnapshot, snapshotPath, writeSnapshot } from './pglite-snapshot';
import { kitMigrationsFolder, kitMigrationsTable } from './outbox/relay-tables';
import { hasCluster } from './pglite-template';
import { migrateFolder } from './migrate';
import { untilReachable } from './until-reachable';
import { PipelinedPool } from './pipelined-pool';
import { defaultPreparedClusters, seedCluster, type NewCluster } from './pglite-prepared-clusters';

/** The kit's own migrations (outbox relay) run after the service's, with their own journal table. */
const kitMigrations = () => ({ migrationsFolder: kitMigrationsFolder(), migrationsTable: kitMigrationsTable });

/** The drizzle database every repository takes; the same API on a server and on PGlite. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<PgQueryResultHKT, any, ExtractTablesWithRelations<any>>;
/** Either the database or an open transaction: repositories accept both. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  /**
   * For short single-statement reads on a hot path (the check preview): on a server, the same
   * database over pipelined connections (pipelined-pool.ts) when `pipelines` > 0; otherwise `db`.
   */
  reads: Db;
  kind: 'postgres' | 'pglite';
  /** The server pool's connections right now (metrics); PGlite has one connection inside the process and no pool. */
  poolUse?: () => PoolUse;
  /** PGlite on disk: a consistent copy of its data directory, an uncompressed tar (backup/backup-socket.ts). */
  copy?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** node-postgres' pool counts: connections open (`total`), of them idle, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
  /** Reads in flight on the pipelined connections (`reads`). */
  pipelined: number;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` selects a server; absent → embedded PGlite. */
  url?: string;
  /** PGlite data directory; absent → in memory. */
  dataDir?: string;
  migrationsFolder: string;
  logger: Logger;
  poolSize?: number;
  /** Pipelined connections for `reads` (DATABASE_PIPELINES; 0: `reads` is `db`). */
  pipelines?: number;
  /** Where clusters prepared at install time are (pglite-prepared-clusters.ts); `null`: none. */
  preparedClusters?: string | null;
  /** Seconds to wait for a server that does not answer yet (STARTUP_WAIT_SECONDS; 0: fail at once). */
  waitSeconds?: number;
}

/** Opens the service's database and applies its committed migrations. */
export async function openDatabase({ url, dataDir, migrationsFolder, logger, poolSize = 10, pipelines = 0, preparedClusters, waitSeconds = 0 }: OpenDatabaseOptions): Promise<Database> {
  if (url) {
    // No JIT: our statements are short OLTP queries; a high cost estimate (a big count) would
    // otherwise pay tens of milliseconds of compilation for a few of execution.
    const connection = { connectionString: url, options: '-c jit=off' };
    const pool = new pg.Pool({ ...connection, max: poolSize });
    // A lost idle connection (a restarted server) is not the service's fault: the pool opens another; readiness and requests tell an outage.
    pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    try {
      await untilReachable('the PostgreSQL server', async () => (await pool.connect()).release(), { waitSeconds, logger });
    } catch (error) {
      await pool.end();
      throw error;
    }
    await withMigrationLock(pool, async () => {
      await migrateFolder(db, { migrationsFolder });
      await migrateFolder(db, kitMigrations());
    });
    logger.info({ database: redactUrl(url) }, 'database ready (PostgreSQL server)');
    const pipelined = pipelines > 0 ? new PipelinedPool(pool, connection, pipelines, logger) : undefined;
    const reads = pipelined ? (drizzlePg({ client: pipelined as unknown as pg.Pool }) as unknown as Db) : db;
    const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize, pipelined: pipelined?.inFlight ?? 0 });
    const close = async () => {
      await pipelined?.end();
      await pool.end();
    };
    return { db, reads, kind: 'postgres', poolUse, close };
  }
  if (dataDir) return openPglite({ dataDir: path.resolve(dataDir), migrationsFolder, logger, preparedClusters: preparedClusters ?? defaultPreparedClusters() });
  return openMemoryPglite(migrationsFolder, logger);
}

type PgliteOnDisk = { dataDir: string; migrationsFolder: string; logger: Logger; preparedClusters: string | null };

async function openPglite({ dataDir, migrationsFolder, logger, preparedClusters }: PgliteOnDisk): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const created: NewCluster | undefined = hasCluster(dataDir) ? undefined : await seedCluster(dataDir, [migrationsFolder, kitMigrationsFolder()], preparedClusters);
  try {
    const database = await openMigratedPglite(dataDir, migrationsFolder);
    logger.info({ dataDir, newCluster: created?.from ?? false }, 'database ready (embedded PGlite)');
    return database;
  } catch (error) {
    if (created?.from !== 'prepared') throw error;
    // A damaged prepared cluster: set aside (the next install prepares it again); this start makes its own.
    logger.warn({ err: error, preparedCluster: created.dir }, 'the prepared cluster did not open; starting from a new one');
    rmSync(created.dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    return openPglite({ dataDir, migrationsFolder, logger, preparedClusters: null });
  }
}

async function openMigratedPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  const client = await PGlite.create(dataDir, pgliteOptions);
  try {
    const db = drizzlePglite({ client }) as unknown as Db;
    await migrateFolder(db, { migrationsFolder });
    await migrateFolder(db, kitMigrations());
    return { db, reads: db, kind: 'pglite', copy: () => copyPglite(client), close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** In memory (tests): start from the migrated snapshot when there is one, else make it. */
async function openMemoryPglite(migrationsFolder: string, logger: Logger): Promise<Database> {
  const snapshot = snapshotPath(migrationsFolder, kitMigrationsFolder());
  const loadDataDir = readSnapshot(snapshot);
  const client = await PGlite.create({ ...pgliteOptions, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client }) as unknown as Db;
  await migrateFolder(db, { migrationsFolder });
  await migrateFolder(db, kitMigrations());
  if (!loadDataDir) await writeSnapshot(snapshot, await client.dumpDataDir('gzip'));
  logger.info({ dataDir: 'memory', fromSnapshot: Boolean(loadDataDir) }, 'database ready (embedded PGlite)');
  return { db, reads: db, kind: 'pglite', close: () => client.close() };
}

/**
 * PGlite runs `dumpDataDir` under its query lock: no statement runs while the files are read, so the
 * tar holds one moment of the cluster, committed transactions in its WAL (a transaction open at that
 * moment is rolled back when the copy is opened, as after a crash). The checkpoint first writes the
 * buffers to the files, so opening the copy replays little WAL. Uncompressed: gzip under the lock
 * would stop the service's queries for seconds instead of a fraction of one.
 */
async function copyPglite(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client.dumpDataDir('none');
}

/**
 * PostgreSQL's default `shared_buffers` (128 MB) is touched at start-up and stays resident in every
 * service process; 16 MB holds a development data set and cut ≈ 120 MB per service (docs/benchmarks.md).
 * Set on the command line, not in postgresql.conf (PGlite's `postgresqlconf` replaces the whole file).
 */
export const pgliteOptions = {
  extensions: { pg_trgm, btree_gist },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** Several replicas may start at once: one applies the migrations, the others wait. */
async function withMigrationLock(pool: pg.Pool, run: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7243911)');
    await run();
  } finally {
    await client.query('select pg_advisory_unlock(7243911)').catch(() => undefined);
    client.release();
  }
}

export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** `select 1`, for readiness. */
export const ping = (db: Db) => db.execute(sql`select 1`);

/** Rows of a raw `db.execute` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
