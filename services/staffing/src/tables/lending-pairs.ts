import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/** A 64-bit transaction id (PostgreSQL `xid8`), as text: compared in SQL only. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Per employee × counting party: the days of all lending periods added up (overlaps counted twice)
 * and the latest last day any of them ever had — the lending deadlines' prefilter reads this instead
 * of every assignment (docs/lending-law.md, "Which pairs are read"). Kept by triggers on
 * assignments, orders, facility_directory and lending_history (migration 0014), so every write path
 * keeps it: `lent_days` by deltas (exact under concurrent writes), `last_day` only ever raised (an
 * upper bound: a deleted period leaves it as it was). Both only make the prefilter keep too many
 * pairs, never too few; the clock decides. `revision` goes up with every write that touches one of
 * the pair's periods, so a clock remembered with the revision it was computed at is current while
 * the revision is (migration 0016). `changed_xid` is the transaction that last changed the pair or
 * what the deadline prefilter reads with it (its employee's deletion, its party's name, limits and
 * client link): a prefilter result is current while no pair has a later one (migration 0022,
 * lending-clock/candidate-memo.ts).
 */
export const lendingPairs = pgTable(
  'lending_pairs',
  {
    employeeId: uuid('employee_id').notNull(),
    partyId: uuid('party_id').notNull(),
    lentDays: integer('lent_days').notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    changedXid: xid8('changed_xid').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.partyId] }),
    index('lending_pairs_lent_days_idx').on(t.lentDays),
    index('lending_pairs_party_idx').on(t.partyId),
    index('lending_pairs_changed_xid_idx').on(t.changedXid),
  ],
);
