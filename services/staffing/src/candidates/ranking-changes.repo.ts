import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@cs/service-kit';

/** The entry of a change to what every check reads (facilities, clients, contracts, value lists, severities: migration 0024). */
export const EVERYONE = '00000000-0000-0000-0000-000000000000';

/** At most this many change entries are re-scored one by one; more, and the ranking is computed afresh. */
export const MAX_CHANGE_ENTRIES = 5_000;

/** How long change entries are kept (a ranking remembered for longer is computed afresh). */
export const CHANGES_KEPT = '1 hour';

export interface ChangesSince {
  /** The xmin of the snapshot the entries were read in: every transaction below it had ended, and its entries were read. */
  xmin: string;
  /** The employees with an entry at or above the given xmin; null when they cannot all be told (purged, or too many). */
  employeeIds: string[] | null;
}

/**
 * Which employees' ranking inputs changed in transactions at or above `xmin` (ranking_changes,
 * migration 0023), read in one snapshot with that snapshot's xmin: one range of the changed_xid
 * index. A transaction that had not ended by then has an id at or above the new xmin, so the next
 * read finds its entries. Ordered by the index's key so that the plan is that range whatever the
 * table's statistics say: unanalysed (filled by a bulk write and not yet seen by autovacuum), PostgreSQL
 * guessed a third of the rows and scanned the whole table, ≈ 17 ms a request at 460 000 entries
 * against 0.7 ms (docs/benchmarks.md, candidates).
 */
export async function changesSince(q: Queryable, xmin: string): Promise<ChangesSince> {
  const [row] = rowsOf<{ xmin: string; lost: boolean; changed: string[] }>(
    await q.execute(sql`select (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint::text as xmin,
      coalesce((select up_to_xid >= ${xmin}::bigint from ranking_changes_purged), false) as lost,
      array(select c.employee_id::text from ranking_changes c where c.changed_xid >= ${xmin}::bigint
        order by c.changed_xid limit ${MAX_CHANGE_ENTRIES + 1}) as changed`),
  );
  const told = !row.lost && row.changed.length <= MAX_CHANGE_ENTRIES;
  return { xmin: row.xmin, employeeIds: told ? [...new Set(row.changed)] : null };
}

/** Deletes the entries older than `CHANGES_KEPT`, raising the purged mark to the highest id deleted; answers how many went. */
export async function purgeRankingChanges(q: Queryable): Promise<number> {
  return rowsOf<{ n: number }>(
    await q.execute(sql`with gone as (
        delete from ranking_changes where changed_at < now() - ${CHANGES_KEPT}::interval returning changed_xid
      ), mark as (
        update ranking_changes_purged set up_to_xid = greatest(up_to_xid, (select max(changed_xid) from gone))
      )
      select count(*)::int as n from gone`),
  )[0].n;
}
