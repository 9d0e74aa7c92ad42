/**
 * `npm run backup -- --to DIR (--server URL [--database service=name …] | --data-dir DIR)`:
 * a consistent backup of every service's database while the system runs (docs/operations.md,
 * "Backup and restore"). On a PostgreSQL server: pg_dump per database from snapshots at one cut;
 * embedded (`npm start`): each service's copy through its backup socket.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { databaseServices, parseOptions, UsageError } from './backup/options';
import { manifestFormat, prepareBackupDir, writeManifest, type BackupFile } from './backup/manifest';
import { backupServer } from './backup/postgres-backup';
import { backupEmbedded } from './backup/pglite-backup';
import { pgToolVersion } from './backup/pg-tools';

const usage = `Usage:
  backup --to DIR --server postgres://user:password@host:5432 [--database service=name …]
  backup --to DIR --data-dir .data        (the running embedded system of npm start)
Each service's database is named like the service (${databaseServices.join(', ')}) unless --database says otherwise.`;

function pgliteVersion() {
  const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return `PGlite ${JSON.parse(readFileSync(path.resolve(path.dirname(main), '..', 'package.json'), 'utf8')).version}`;
}

async function main() {
  const options = parseOptions(process.argv.slice(2), 'to');
  if (options.help) return void console.log(usage);
  const { dir, source } = options;
  prepareBackupDir(dir);
  const startedAt = new Date().toISOString();
  let files: BackupFile[];
  let tool: string;
  if (source.kind === 'postgres') {
    tool = await pgToolVersion('pg_dump');
    files = await backupServer({ serverUrl: source.serverUrl, databases: source.databases, dir });
  } else {
    tool = pgliteVersion();
    files = await backupEmbedded({ dataDir: source.dataDir, services: databaseServices, dir });
  }
  const finishedAt = new Date().toISOString();
  writeManifest(dir, { format: manifestFormat, kind: source.kind, startedAt, finishedAt, files, tool });
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`backup of ${files.map((f) => f.service).join(', ')} in ${dir} (${(bytes / 1e6).toFixed(1)} MB); writes acknowledged before ${startedAt} are in it`);
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n${usage}` : `backup failed: ${(error as Error).message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
