import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * In-memory PGlite (tests) starts from a snapshot of a freshly migrated database instead of running
 * initdb and every migration again: one snapshot per set of migration files, kept in the temp dir.
 * The key is a hash of the migration files, so a new or changed migration makes a new snapshot.
 */
export function snapshotPath(...migrationsFolders: string[]): string {
  return path.join(os.tmpdir(), `pglite-migrated-${migratedClusterKey(...migrationsFolders)}.tar.gz`);
}

/** The installed PGlite (its directory: `@electric-sql/pglite` exports no package.json). */
export const pgliteDir = () => path.resolve(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');

/**
 * What a freshly migrated cluster depends on: the PGlite version (its PostgreSQL and data format) and
 * the migration files (names and contents, in order; not where the folder is, so a compiled service's
 * copy of the kit's migrations gives the same key as the sources).
 */
export function migratedClusterKey(...migrationsFolders: string[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(path.join(pgliteDir(), 'package.json'), 'utf8')).version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  for (const folder of migrationsFolders) walk(folder);
  return hash.digest('hex').slice(0, 24);
}

export function readSnapshot(file: string): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Written to a temporary name and renamed, so parallel test workers never read half a file. */
export async function writeSnapshot(file: string, dump: Blob) {
  const tmp = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
}
