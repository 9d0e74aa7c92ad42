/**
 * A backup is a directory: one file per service (`<service>.dump`, pg_dump's custom format, or
 * `<service>.tar.gz`, an embedded database's copy) and `manifest.json`, written last — a directory
 * without it is an unfinished backup. The manifest names the files with their size and SHA-256
 * (checked before a restore changes anything) and the backup's times.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const manifestFormat = 'care-staffing-backup/1';

export interface BackupFile {
  service: string;
  file: string;
  bytes: number;
  sha256: string;
  /** The database it was dumped from (PostgreSQL server). */
  database?: string;
}

export interface Manifest {
  format: typeof manifestFormat;
  kind: 'postgres' | 'pglite';
  /**
   * Before the backup held the consumers: every write acknowledged before this moment is in the
   * backup, with all its effects in every service.
   */
  startedAt: string;
  /** After the last copy was taken: no write that started after this moment is in the backup. */
  finishedAt: string;
  files: BackupFile[];
  /** The tool that wrote the copies (pg_dump's version, or PGlite's). */
  tool: string;
}

/** An empty (or new) directory for a backup. */
export function prepareBackupDir(dir: string) {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: give a new directory for each backup`);
  mkdirSync(dir, { recursive: true });
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** A written `<file>.partial` under its final name, with its size and checksum. */
export async function finishFile(dir: string, service: string, file: string, database?: string): Promise<BackupFile> {
  const final = path.join(dir, file);
  renameSync(`${final}.partial`, final);
  return { service, file, bytes: statSync(final).size, sha256: await sha256Of(final), ...(database ? { database } : {}) };
}

export function writeManifest(dir: string, manifest: Manifest) {
  const file = path.join(dir, 'manifest.json');
  writeFileSync(`${file}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${file}.partial`, file);
}

/** The manifest of a finished backup whose files are all there, unchanged. */
export async function readVerifiedManifest(dir: string, kind: Manifest['kind']): Promise<Manifest> {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${dir} holds no manifest.json: not a finished backup`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== manifestFormat) throw new Error(`${file}: unknown format ${String(manifest.format)}`);
  if (manifest.kind !== kind) throw new Error(`${dir} is a backup of ${manifest.kind === 'postgres' ? 'a PostgreSQL server (restore with --server)' : 'embedded databases (restore with --data-dir)'}`);
  for (const entry of manifest.files) {
    const copy = path.join(dir, entry.file);
    if (!existsSync(copy)) throw new Error(`${copy} is missing`);
    if ((await sha256Of(copy)) !== entry.sha256) throw new Error(`${copy} does not match its checksum in the manifest: damaged`);
  }
  return manifest;
}
