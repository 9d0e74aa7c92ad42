/**
 * The deadline prefilter's result (deadline-candidates.repo.ts) remembered per day and filter, with
 * the xmin of a snapshot taken before it ran: every transaction below that xmin had finished, so its
 * changes are in the result. Any later change to a pair or to what the prefilter reads with it
 * marks the pair with its transaction id (`lending_pairs.changed_xid`, migration 0022), so the
 * result is current exactly while no pair carries an id at or above the xmin — one index probe
 * instead of the statement. Conservative: a transaction that began before the snapshot and ended
 * before the prefilter ran makes the next request read again; never a stale answer, also with
 * several processes (each asks the database).
 */
import { sql } from 'drizzle-orm';
import { perHandle, type Queryable, rowsOf } from '@cs/service-kit';
import { remember } from '../shared/remember';
import { snapshotXmin } from '../shared/snapshot-xmin';
import { type DeadlineCandidate, type DeadlineCandidateFilter, deadlineCandidates } from './deadline-candidates.repo';

const MAX_ENTRIES = 200;
/** Per database: processes (and tests) with several databases keep each one's results apart. */
const rememberedIn = perHandle(() => new Map<string, { xmin: string; candidates: DeadlineCandidate[] }>());

const filterKey = (f: DeadlineCandidateFilter) => `${f.today}|${f.within}|${f.employeeId ?? ''}|${f.partyId ?? ''}`;

/**
 * Whether the latest mark is at or above `xmin`: the end of the `changed_xid` index (one entry read).
 * Not `exists (… where changed_xid >= xmin)`: without statistics on xid8 the planner expects a third
 * of the rows to match and scans the table for the first.
 */
async function changedSince(q: Queryable, xmin: string): Promise<boolean> {
  const latest = sql`(select changed_xid from lending_pairs order by changed_xid desc limit 1)`;
  return rowsOf<{ changed: boolean }>(await q.execute(sql`select coalesce(${latest} >= ${xmin}::xid8, false) as changed`))[0].changed;
}

/** The pairs that can have a deadline, as `deadlineCandidates` reads them, from memory while current. */
export async function currentDeadlineCandidates(q: Queryable, filter: DeadlineCandidateFilter): Promise<DeadlineCandidate[]> {
  const remembered = rememberedIn(q);
  const key = filterKey(filter);
  const hit = remembered.get(key);
  if (hit && !(await changedSince(q, hit.xmin))) return hit.candidates;
  const xmin = await snapshotXmin(q);
  const candidates = await deadlineCandidates(q, filter);
  remember(remembered, key, { xmin, candidates }, MAX_ENTRIES);
  return candidates;
}
