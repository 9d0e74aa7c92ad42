import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { pgliteOptions, rowsOf, type Db } from '../db';

/**
 * What a restored database needs before its service starts again (docs/operations.md, "Backup and
 * restore"): every event its outbox still holds (published or not, the last 72 h) is marked
 * unpublished, so the relay publishes it again into the event streams, which the restore emptied —
 * a consumer whose database lacks an event's effect gets it, one that has it finds the event in its
 * inbox and skips it. The relay lease of the old system's relay is dropped, so the new one
 * publishes at once instead of waiting for it to expire.
 */
export async function prepareRestoredDatabase(db: Db): Promise<{ republished: number }> {
  const marked = await db.execute(sql`
    with marked as (update outbox set published_at = null where published_at is not null returning 1)
    select count(*)::int as republished from marked`);
  await db.execute(sql`delete from outbox_relay_lease`);
  const [row] = rowsOf<{ republished: number }>(marked);
  return { republished: row?.republished ?? 0 };
}

/**
 * Restores a copy of an embedded database (`POST /copy` of backup-socket.ts: a gzip'ed tar) into
 * `dataDir`, which must be missing or empty, and prepares it (`prepareRestoredDatabase`).
 */
export async function restorePgliteCopy(dataDir: string, copy: Blob): Promise<{ republished: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into an empty data directory`);
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { ...pgliteOptions, loadDataDir: new Blob([copy], { type: 'application/gzip' }) });
  try {
    return await prepareRestoredDatabase(drizzle({ client }) as unknown as Db);
  } finally {
    await client.close();
  }
}
