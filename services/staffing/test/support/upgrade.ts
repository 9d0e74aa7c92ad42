import { afterAll, beforeAll } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, openDatabase } from '@cs/service-kit';
import { createTestDatabase } from '@cs/service-kit/testing/index';
import { migrationsFolder } from '../../src/service';

/**
 * A database upgraded as on deployment: `openBefore` opens it as a service did before migration
 * `tag` (a copy of the migrations folder with the journal cut before it), `openAfter` with the real
 * folder, so the migrator applies `tag` and what follows. On PGlite a data directory (closed and
 * opened again), on a server a fresh database. Call it at a test file's top level: it registers the
 * file's `beforeAll` and `afterAll`.
 */
export function upgradeFrom(tag: string) {
  const logger = createLogger('staffing-migration-test', 'silent');
  const work = mkdtempSync(path.join(os.tmpdir(), `staffing-${tag}-`));
  const before = path.join(work, 'migrations');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const target = () => (database.url ? { url: database.url } : { dataDir: path.join(work, 'pgdata') });

  beforeAll(async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < tag);
    writeFileSync(journalFile, JSON.stringify(journal));
    database = await createTestDatabase(`staffing_migration_${tag}`);
  }, 60_000);

  afterAll(async () => {
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  return {
    openBefore: () => openDatabase({ ...target(), migrationsFolder: before, logger }),
    openAfter: () => openDatabase({ ...target(), migrationsFolder, logger }),
  };
}
