import { constants, cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { migratedClusterKey, pgliteDir } from './pglite-snapshot';
import { hasCluster, seedClusterFromTemplate } from './pglite-template';

/**
 * Clusters prepared once at install time (`npm ci` / `npm install` run the root package's `prepare`,
 * scripts/prepare-databases.ts): per set of migrations, a cluster with them applied, kept under
 * `node_modules/.cache/care-staffing-pglite/` (`npm ci` starts it empty). A first start on an empty
 * data directory copies the one whose key (PGlite version + migration files) matches instead of
 * running initdb and every migration — ≈ 3.5 s of a first `npm start` (docs/benchmarks.md). With no
 * match (migrations changed since the install) it starts from the prepared bare cluster, or from
 * initdb as before, and the migrator applies everything.
 */
export const defaultPreparedClusters = () => path.join(pgliteDir(), '..', '..', '.cache', 'care-staffing-pglite');

export const preparedClusterDir = (cache: string, migrationsFolders: string[]) => path.join(cache, `migrated-${migratedClusterKey(...migrationsFolders)}`);

/** A cluster straight from initdb, for this PGlite version. */
export const bareClusterDir = (cache: string) => path.join(cache, `bare-${migratedClusterKey()}`);

export type NewCluster = { from: 'prepared'; dir: string } | { from: 'bare' };

/**
 * A new cluster in the empty `dataDir`: a copy of the prepared one for these migrations when there is
 * one, else of a bare cluster (the prepared bare one, else the shared initdb of pglite-template.ts).
 */
export async function seedCluster(dataDir: string, migrationsFolders: string[], cache: string | null): Promise<NewCluster> {
  const prepared = cache === null ? undefined : preparedClusterDir(cache, migrationsFolders);
  if (prepared && hasCluster(prepared)) {
    // A copy-on-write clone where the file system can (btrfs, XFS), a plain copy elsewhere.
    cpSync(prepared, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
    return { from: 'prepared', dir: prepared };
  }
  const bare = cache === null ? undefined : bareClusterDir(cache);
  await seedClusterFromTemplate(dataDir, bare && hasCluster(bare) ? bare : undefined);
  return { from: 'bare' };
}

/** Removes what the cache holds besides `keep` (clusters of older migrations or PGlite versions). */
export function pruneClusters(cache: string, keep: string[]) {
  for (const entry of readdirSync(cache)) {
    if (!keep.includes(path.join(cache, entry))) rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
}
