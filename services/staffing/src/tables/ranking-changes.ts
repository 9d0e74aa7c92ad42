import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The writing transaction's 64-bit id (`pg_current_xact_id()`, xid8) as a bigint, which has statistics and plain comparisons. */
const currentXid = sql`(pg_current_xact_id()::text)::bigint`;

/**
 * Which employees' ranking inputs a transaction changed: their row, assignments, week sums,
 * availability, distances, facilities' wishes, or an order they are assigned to (triggers of
 * migration 0023). Append-only — a write adds a row per employee and statement and never waits for
 * another — so a remembered ranking is brought up to date by re-scoring exactly the employees with
 * an entry at or above the xmin it was computed at (candidates/ranking-memo.ts). Entries older than
 * an hour are purged (candidates/ranking-changes.repo.ts).
 */
export const rankingChanges = pgTable(
  'ranking_changes',
  {
    changedXid: bigint('changed_xid', { mode: 'bigint' }).notNull().default(currentXid),
    employeeId: uuid('employee_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ranking_changes_changed_xid_idx').on(t.changedXid)],
);

/**
 * The highest transaction id the purge has deleted entries of (one row): a ranking remembered at an
 * xmin at or below it may have lost changes and is computed afresh.
 */
export const rankingChangesPurged = pgTable(
  'ranking_changes_purged',
  {
    id: smallint('id').primaryKey().default(1),
    upToXid: bigint('up_to_xid', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('ranking_changes_purged_singleton', sql`${t.id} = 1`)],
);
