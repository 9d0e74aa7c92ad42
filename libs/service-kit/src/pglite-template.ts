import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A first start on an empty data directory needs a PostgreSQL cluster, and PGlite's initdb costs
 * seconds of CPU. Every service's cluster starts out the same, so the first service to need one
 * runs initdb once into `<DATA_DIR>/.pglite-template/` and every service copies that (tens of
 * milliseconds) instead of running initdb itself: on `npm start` four initdbs competed for two
 * cores. Processes started together agree through a lock directory (`mkdir` is atomic); one that
 * finds a lock older than `staleLockMs` (its owner died) takes it over.
 */
const staleLockMs = 120_000;

export const hasCluster = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/** Copies the template cluster into the empty `dataDir`, making the template first if needed. */
export async function seedClusterFromTemplate(dataDir: string, templateDir = path.join(path.dirname(dataDir), '.pglite-template')) {
  await ensureTemplate(templateDir);
  cpSync(templateDir, dataDir, { recursive: true });
}

async function ensureTemplate(templateDir: string) {
  const lock = `${templateDir}.lock`;
  mkdirSync(path.dirname(templateDir), { recursive: true });
  while (!hasCluster(templateDir)) {
    if (tryLock(lock)) {
      try {
        if (!hasCluster(templateDir)) await initdbInto(templateDir);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > staleLockMs) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/**
 * initdb into a private directory, then rename: a reader never sees half a cluster. initdb runs in
 * a worker thread, whose WebAssembly memory (≈ 250 MB for initdb) is returned when it ends instead
 * of staying in the service process.
 */
async function initdbInto(templateDir: string) {
  const building = `${templateDir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const code = `import(${JSON.stringify(pglite)}).then(({ PGlite }) => PGlite.create(${JSON.stringify(building)})).then((db) => db.close())`;
  const worker = new Worker(code, { eval: true });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb worker exited with ${code}`))));
  });
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(building, templateDir);
}
