/**
 * Applies a folder of drizzle-kit migrations: every migration of the journal that the database has
 * not recorded, in journal order, in one transaction.
 *
 * drizzle's own migrator applies only migrations whose journal time (`when`) is later than the
 * latest one recorded. Journal times are not always in file order (a migration written by hand, or on
 * a branch merged later, carries its own), and then a database migrated once would never get a later
 * file with an earlier time. Here a migration counts as recorded when its hash (the file's SHA-256)
 * or its journal time is: a file edited after it ran is still the same migration. The bookkeeping
 * table is drizzle's (`drizzle.<table>`: id, hash, created_at = the journal time), so databases
 * migrated by drizzle's migrator carry on.
 */
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/** What a migration needs of a database (a drizzle pg or PGlite database; db.ts opens them). */
interface Migratable {
  execute(query: SQL): Promise<unknown>;
  transaction<T>(work: (tx: Migratable) => Promise<T>): Promise<T>;
}

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

export interface MigrateOptions {
  migrationsFolder: string;
  /** In schema `drizzle`; default drizzle's `__drizzle_migrations`. */
  migrationsTable?: string;
}

export async function migrateFolder(db: Migratable, { migrationsFolder, migrationsTable = '__drizzle_migrations' }: MigrateOptions): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const table = sql`${sql.identifier('drizzle')}.${sql.identifier(migrationsTable)}`;
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`);
  const recorded = rows<{ hash: string; created_at: string | number | null }>(await db.execute(sql`select hash, created_at from ${table}`));
  const hashes = new Set(recorded.map((r) => r.hash));
  const times = new Set(recorded.map((r) => Number(r.created_at)));
  const pending = migrations.filter((m) => !hashes.has(m.hash) && !times.has(m.folderMillis));
  if (pending.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const migration of pending) {
      for (const statement of migration.sql) if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
    }
  });
  return pending.length;
}
