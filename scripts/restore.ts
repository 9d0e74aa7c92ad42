/**
 * `npm run restore -- --from DIR (--server URL [--database service=name …] | --data-dir DIR) [--nats URL|none]`:
 * restores a backup of scripts/backup.ts into empty databases (or empty data directories), while
 * every service is stopped, and empties the event streams, so that the system starts again on the
 * backup's cut with every event applied once everywhere (docs/operations.md, "Backup and restore").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { restorePgliteCopy } from '@cs/service-kit/backup/restored-database';
import { databaseServices, parseOptions, UsageError, type Source } from './backup/options';
import { readVerifiedManifest, type Manifest } from './backup/manifest';
import { restoreServer } from './backup/postgres-restore';
import { eventStreamsAt } from './backup/event-streams';

const usage = `Usage (every service stopped):
  restore --from DIR --server postgres://user:password@host:5432 [--database service=name …] --nats nats://host:4222
  restore --from DIR --data-dir DIR [--nats nats://host:4222]
--nats: the NATS the restored system will use; its event streams are deleted (the services make them
again and publish their outboxes again). --nats none: that NATS is new and holds none. With --data-dir
and no --nats, DIR/nats (npm start's NATS store) must not exist.
Each service's database is named like the service (${databaseServices.join(', ')}) unless --database says otherwise.`;

async function restoreEmbedded(dataDir: string, dir: string, manifest: Manifest) {
  // Every target checked before the first is written: a refused restore changes nothing.
  const occupied = manifest.files.map((f) => path.join(dataDir, f.service)).filter((d) => existsSync(d) && readdirSync(d).length > 0);
  if (occupied.length > 0) throw new Error(`${occupied.join(', ')} not empty: restore into an empty data directory`);
  const republished: Record<string, number> = {};
  for (const { service, file } of manifest.files) {
    republished[service] = (await restorePgliteCopy(path.join(dataDir, service), new Blob([readFileSync(path.join(dir, file))]))).republished;
  }
  return republished;
}

/** The streams to empty: `--nats`; by default none where npm start will make a new NATS store. */
function natsToReset(source: Source, nats: string | undefined): string | null {
  if (nats === 'none') return null;
  if (nats) return nats;
  if (source.kind === 'postgres') throw new UsageError('--nats URL (or --nats none) is required with --server');
  const store = path.join(source.dataDir, 'nats');
  if (existsSync(store)) throw new UsageError(`${store} holds the old event streams: remove it, or pass --nats URL of that NATS, running, to empty them`);
  return null;
}

async function main() {
  const options = parseOptions(process.argv.slice(2), 'from');
  if (options.help) return void console.log(usage);
  const { dir, source } = options;
  const nats = natsToReset(source, options.nats);
  const manifest = await readVerifiedManifest(dir, source.kind);
  const eventStreams = nats ? await eventStreamsAt(nats) : null;
  try {
    const republished =
      source.kind === 'postgres'
        ? await restoreServer({ serverUrl: source.serverUrl, databases: source.databases, dir, manifest })
        : await restoreEmbedded(source.dataDir, dir, manifest);
    const deleted = (await eventStreams?.deleteAll()) ?? [];
    report(dir, manifest, republished, deleted);
  } finally {
    await eventStreams?.close();
  }
}

function report(dir: string, manifest: Manifest, republished: Record<string, number>, deleted: string[]) {
  console.log(`restored ${manifest.files.map((f) => f.service).join(', ')} from ${dir}: writes acknowledged before ${manifest.startedAt} are back.`);
  console.log(`events to publish again: ${Object.entries(republished).map(([s, n]) => `${s} ${n}`).join(', ')}; event streams deleted: ${deleted.join(', ') || 'none'}.`);
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n${usage}` : `restore failed: ${(error as Error).message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
