import { and, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { selectPage, type Queryable } from '@cs/service-kit';
import { endBefore, type ListAuditLogQuery } from '@cs/contracts/http/audit';
import { auditEntries } from '../schema';
import type { AuditEntryRow, NewAuditEntry } from './audit-entry';

/** Stores an entry once; a second insert of the same event id changes nothing. */
export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditEntries).values(entry).onConflictDoNothing({ target: auditEntries.id });
}

/** `%text%` for ILIKE with the text's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The entries of every record that is or was named like `search`: all its entries, also those recorded
 * before events carried labels and those from before a rename (docs/audit.md, "Names").
 */
function namedLike(search: string): SQL {
  const { entityType, entityId } = auditEntries;
  return sql`(${entityType}, ${entityId}) in (select named.entity_type, named.entity_id from audit_entries named where named.entity_label ilike ${containing(search)})`;
}

function listFilter(q: ListAuditLogQuery): SQL | undefined {
  return and(
    q.search ? namedLike(q.search) : undefined,
    q.entityType ? eq(auditEntries.entityType, q.entityType) : undefined,
    q.entityId ? eq(auditEntries.entityId, q.entityId) : undefined,
    q.actorId ? eq(auditEntries.actorId, q.actorId) : undefined,
    q.action ? eq(auditEntries.action, q.action) : undefined,
    q.from ? gte(auditEntries.occurredAt, new Date(q.from)) : undefined,
    q.to ? lt(auditEntries.occurredAt, endBefore(q.to)) : undefined,
  );
}

/** Newest first (occurred_at desc, id desc): every filter has an index in that order. */
export async function listAuditEntries(db: Queryable, query: ListAuditLogQuery): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const where = listFilter(query);
  return selectPage(db, auditEntries, where, [desc(auditEntries.occurredAt), desc(auditEntries.id)], query);
}

/** Whether the entity was restored or purged after `at` (an older deletion then must not reappear in the trash). */
export async function restoredOrPurgedAfter(db: Queryable, entity: { type: string; id: string }, at: Date): Promise<boolean> {
  const rows = await db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entityId, entity.id),
        eq(auditEntries.entityType, entity.type),
        inArray(auditEntries.action, ['restored', 'purged']),
        gt(auditEntries.occurredAt, at),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
