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
import { type Queryable, rowsOf } from '@cs/service-kit';
import { type DeadlineCandidate, type DeadlineCandidateFilter, deadlineCandidates } from './deadline-candidates.repo';

const MAX_ENTRIES = 200;
const remembered = new Map<string, { xmin: string; candidates: DeadlineCandidate[] }>();

const filterKey = (f: DeadlineCandidateFilter) => `${f.today}|${f.within}|${f.employeeId ?? ''}|${f.partyId ?? ''}`;

async function snapshotXmin(q: Queryable): Promise<string> {
  return rowsOf<{ xmin: string }>(await q.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`))[0].xmin;
}

async function changedSince(q: Queryable, xmin: string): Promise<boolean> {
  return rowsOf<{ changed: boolean }>(await q.execute(sql`select exists (select 1 from lending_pairs where changed_xid >= ${xmin}::xid8) as changed`))[0].changed;
}

/** The pairs that can have a deadline, as `deadlineCandidates` reads them, from memory while current. */
export async function currentDeadlineCandidates(q: Queryable, filter: DeadlineCandidateFilter): Promise<DeadlineCandidate[]> {
  const key = filterKey(filter);
  const hit = remembered.get(key);
  if (hit && !(await changedSince(q, hit.xmin))) return hit.candidates;
  const xmin = await snapshotXmin(q);
  const candidates = await deadlineCandidates(q, filter);
  remembered.delete(key);
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, { xmin, candidates });
  return candidates;
}
