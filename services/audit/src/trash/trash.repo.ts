import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { selectPage, type Queryable } from '@cs/service-kit';
import type { ListTrashQuery, TrashType } from '@cs/contracts/http/audit';
import { trashItems } from '../schema';
import type { NewTrashItem, TrashItemRow } from './trash-item';

/** Adds a deleted record; a row from a newer deletion of the same record is kept. */
export async function upsertTrashItem(db: Queryable, item: NewTrashItem): Promise<void> {
  await db
    .insert(trashItems)
    .values(item)
    .onConflictDoUpdate({
      target: [trashItems.type, trashItems.id],
      set: {
        label: sql`excluded.label`,
        deletedAt: sql`excluded.deleted_at`,
        deletedById: sql`excluded.deleted_by_id`,
        deletedByName: sql`excluded.deleted_by_name`,
        eventId: sql`excluded.event_id`,
        eventAt: sql`excluded.event_at`,
      },
      setWhere: lte(trashItems.eventAt, sql`excluded.event_at`),
    });
}

/**
 * Serialises the trash changes of one record until commit: events are handled concurrently, and a
 * deletion must see a restore or purge of the same record that committed while it waited.
 */
export async function lockTrashRecord(db: Queryable, subject: { type: string; id: string }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${subject.type}:${subject.id}`}, 0))`);
}

/** Removes a record restored or purged at `at`; a deletion after that moment stays. */
export async function removeTrashItem(db: Queryable, type: TrashType, id: string, at: Date): Promise<void> {
  await db.delete(trashItems).where(and(eq(trashItems.type, type), eq(trashItems.id, id), lte(trashItems.eventAt, at)));
}

/** Newest deletions first, then type and id for a stable order. */
export async function listTrashItems(db: Queryable, query: ListTrashQuery): Promise<{ rows: TrashItemRow[]; total: number }> {
  const where = query.type ? eq(trashItems.type, query.type) : undefined;
  return selectPage(db, trashItems, where, [desc(trashItems.deletedAt), asc(trashItems.type), asc(trashItems.id)], query);
}
