/**
 * `npm ci` / `npm install` (the root package's `prepare`, after scripts/build.mjs compiled this file to
 * `dist/prepare-databases.js`): the migrated clusters a first `npm start` copies instead of running
 * initdb and every migration (libs/service-kit/src/pglite-prepared-clusters.ts). Nothing depends on
 * it: when it fails or did not run (`--ignore-scripts`), a first start makes its clusters itself, slower.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from '@cs/service-kit/logger';
import { bareClusterDir, defaultPreparedClusters, pruneClusters } from '@cs/service-kit/pglite-prepared-clusters';
import { prepareCluster } from '@cs/service-kit/prepare-cluster';

const root = path.resolve(import.meta.dirname, '..');
const cache = defaultPreparedClusters();
const logger = createLogger('prepare', 'warn');
const started = performance.now();
try {
  const names = readdirSync(path.join(root, 'services')).filter((name) => existsSync(path.join(root, 'services', name, 'migrations', 'meta', '_journal.json')));
  const kept = [bareClusterDir(cache)];
  for (const name of names) kept.push(await prepareCluster({ cache, migrationsFolder: path.join(root, 'services', name, 'migrations'), logger }));
  pruneClusters(cache, kept);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`embedded databases for ${names.join(', ')} ready in ${seconds} s (${path.relative(root, cache)})`);
} catch (error) {
  console.warn(`The embedded databases could not be prepared; a first \`npm start\` makes them itself (slower): ${(error as Error).stack}`);
}
