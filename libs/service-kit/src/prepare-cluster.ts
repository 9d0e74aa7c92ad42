import { renameSync, rmSync } from 'node:fs';
import type { Logger } from './logger';
import { openDatabase } from './db';
import { kitMigrationsFolder } from './outbox/relay-tables';
import { bareClusterDir, preparedClusterDir } from './pglite-prepared-clusters';
import { hasCluster, seedClusterFromTemplate } from './pglite-template';

/**
 * Prepares, in `cache`, the cluster a first start on these migrations copies (pglite-prepared-clusters.ts):
 * a copy of the bare cluster (initdb once per cache, in a worker thread), migrated, closed, then renamed
 * into place so that a start never sees half of it. Returns its directory.
 */
export async function prepareCluster({ cache, migrationsFolder, logger }: { cache: string; migrationsFolder: string; logger: Logger }): Promise<string> {
  const dir = preparedClusterDir(cache, [migrationsFolder, kitMigrationsFolder()]);
  if (hasCluster(dir)) return dir;
  const building = `${dir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await seedClusterFromTemplate(building, bareClusterDir(cache));
  const database = await openDatabase({ dataDir: building, migrationsFolder, logger, preparedClusters: null });
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  return dir;
}
