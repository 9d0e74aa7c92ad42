import { createHash } from 'node:crypto';
import type { Queryable } from '@cs/service-kit';
import { changesSince, snapshotXmin } from './ranking-changes.repo';
import { rankedAmong, rankingSlice, type RankedCandidate, type RankingQuery } from './ranking.repo';
import { sliceOf, topOf, withRescored, type RememberedTop } from './remembered-top';
import type { RankingSlice } from './walk-ranking';

/** How many employees from the top a ranking is remembered with (page 5 of 20 with a few blocked). */
export const REMEMBERED_ROWS = 256;
/** Rankings remembered per database, the least recently used forgotten first. */
const MAX_RANKINGS = 100;

interface Remembered {
  /** Absent until the first computation ends. */
  top?: RememberedTop<RankedCandidate>;
  /** Current as of this xmin: every transaction below it had ended and is in the rows. */
  xmin: string;
  /**
   * The step in progress: the steps of one ranking — computing it, bringing it up to date — run one
   * after another, each from where the last left it; requests arriving during a computation share it.
   */
  updating: Promise<unknown>;
}

const byDatabase = new WeakMap<Queryable, Map<string, Remembered>>();

const keyOf = (r: RankingQuery, rows: number) => createHash('sha256').update(JSON.stringify([r, rows])).digest('base64url');

/**
 * The ranking's slices for one request (docs/candidates.md, "Remembered rankings"): from the top
 * remembered for the same ranking query — brought up to date first by re-scoring exactly the
 * employees whose inputs changed since (ranking_changes) — and from the ranking statement beyond
 * it. Exact like the statement: an employee's remembered row is replaced whenever a transaction
 * touched what the statement reads of them, and whoever now ranks at or above the boundary is in the
 * rows. Several processes each keep their own; the change entries are the database's.
 */
export async function rankingSlices(q: Queryable, ranking: RankingQuery, { rows = REMEMBERED_ROWS } = {}): Promise<RankingSlice<RankedCandidate>> {
  // This request's version: a later request's update replaces the top, never changes it.
  const top = await currentTop(q, ranking, rows);
  return async (after, limit) => sliceOf(top, after, limit) ?? rankingSlice(q, ranking, after, limit);
}

async function currentTop(q: Queryable, ranking: RankingQuery, size: number): Promise<RememberedTop<RankedCandidate>> {
  let rankings = byDatabase.get(q);
  if (!rankings) byDatabase.set(q, (rankings = new Map()));
  const key = keyOf(ranking, size);
  const memo: Remembered = rankings.get(key) ?? { xmin: '0', updating: Promise.resolve() };
  rankings.delete(key);
  if (rankings.size >= MAX_RANKINGS) rankings.delete(rankings.keys().next().value as string);
  rankings.set(key, memo);
  const step = memo.updating.then(async () => {
    if (memo.top && (await bringUpToDate(q, ranking, memo as Required<Remembered>, size))) return memo.top;
    const xmin = await snapshotXmin(q);
    const top = topOf(await rankingSlice(q, ranking, null, size), size);
    Object.assign(memo, { top, xmin });
    return top;
  });
  memo.updating = step.catch(() => undefined);
  return step;
}

/**
 * Re-scores the changed employees into the top; false when the ranking must be computed afresh:
 * the changes cannot all be told, or fewer than half the rows are left above the boundary.
 */
async function bringUpToDate(q: Queryable, ranking: RankingQuery, memo: Required<Remembered>, size: number): Promise<boolean> {
  const changes = await changesSince(q, memo.xmin);
  if (changes.employeeIds === null) return false;
  if (changes.employeeIds.length > 0) memo.top = withRescored(memo.top, new Set(changes.employeeIds), await rankedAmong(q, ranking, changes.employeeIds));
  memo.xmin = changes.xmin;
  return memo.top.complete || memo.top.rows.length >= size / 2;
}
