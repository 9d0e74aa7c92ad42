import { createHash } from 'node:crypto';
import { perHandle, type Queryable } from '@cs/service-kit';
import { remember } from '../shared/remember';
import { snapshotXmin } from '../shared/snapshot-xmin';
import { changesSince, EVERYONE } from './ranking-changes.repo';
import { rankedAmong, rankingSlice, type RankedCandidate, type RankingQuery } from './ranking.repo';
import { RememberedChecks } from './remembered-checks';
import { sliceOf, topOf, withRescored, type RememberedTop } from './remembered-top';
import type { RankingSlice } from './walk-ranking';

/** How many employees from the top a ranking is remembered with (page 5 of 20 with a few blocked). */
export const REMEMBERED_ROWS = 256;
/** Rankings remembered per database, the least recently used forgotten first. */
const MAX_RANKINGS = 100;

/** What the checks read of the order itself: its row and live assignments (`state`), and whose they are (their names are in findings). */
export interface OrderState {
  state: string;
  assignees: ReadonlySet<string>;
}

interface Remembered<C> {
  /** Absent until the first computation ends. */
  top?: RememberedTop<RankedCandidate>;
  /** Current as of this xmin: every transaction below it had ended and is in the rows and checks. */
  xmin: string;
  /** The checks of this ranking's order and window (what GET /api/assignments/check answers) as far as a walk needed them. */
  checks: RememberedChecks<C>;
  /**
   * The step in progress: the steps of one ranking — computing it, bringing it up to date — run one
   * after another, each from where the last left it; requests arriving during a computation share it.
   */
  updating: Promise<unknown>;
}

const rememberedIn = perHandle(() => new Map<string, Remembered<unknown>>());

const keyOf = (r: RankingQuery, rows: number) => createHash('sha256').update(JSON.stringify([r, rows])).digest('base64url');

export interface RememberedRanking<C> {
  /** The ranking's slices: from the remembered top, beyond it from the statement. */
  slice: RankingSlice<RankedCandidate>;
  /** The checks remembered with it, current for this request. */
  checks: ReturnType<RememberedChecks<C>['asOfNow']>;
}

/**
 * The ranking of one request and the checks remembered with it (docs/candidates.md, "Remembered
 * rankings"): the top remembered for the same ranking query, brought up to date first by re-scoring
 * exactly the employees whose inputs changed since (ranking_changes, migrations 0023 and 0024), and
 * their remembered checks dropped; everyone's when an input every check reads changed (`EVERYONE`),
 * the order itself (its row and live assignments) or one of its assignees (named in findings).
 * Exact like the statement and the check: a remembered row or check is replaced whenever a
 * transaction touched what they read.
 * Several processes each keep their own; the change entries are the database's.
 */
export async function rememberedRanking<C>(q: Queryable, ranking: RankingQuery, order: OrderState, { rows = REMEMBERED_ROWS } = {}): Promise<RememberedRanking<C>> {
  const rankings = rememberedIn(q);
  const key = keyOf(ranking, rows);
  const memo = (rankings.get(key) ?? { xmin: '0', checks: new RememberedChecks<C>(), updating: Promise.resolve() }) as Remembered<C>;
  remember(rankings, key, memo as Remembered<unknown>, MAX_RANKINGS);
  // The request's top and view of the checks, taken at the end of its step: later steps replace the
  // top (never change it) and tell the view what they forgot.
  const step = memo.updating.then(async () => {
    memo.checks.forOrderState(order.state);
    if (!(memo.top && (await bringUpToDate(q, ranking, memo as Required<Remembered<C>>, order, rows)))) {
      const xmin = await snapshotXmin(q);
      const top = topOf(await rankingSlice(q, ranking, null, rows), rows);
      memo.checks.forgetAll();
      Object.assign(memo, { top, xmin });
    }
    return { top: memo.top as RememberedTop<RankedCandidate>, checks: memo.checks.asOfNow() };
  });
  memo.updating = step.catch(() => undefined);
  const { top, checks } = await step;
  return { slice: async (after, limit) => sliceOf(top, after, limit) ?? rankingSlice(q, ranking, after, limit), checks };
}

/**
 * Re-scores the changed employees into the top and forgets their checks; false when the ranking
 * must be computed afresh: the changes cannot all be told, or fewer than half the rows are left
 * above the boundary.
 */
async function bringUpToDate<C>(q: Queryable, ranking: RankingQuery, memo: Required<Remembered<C>>, order: OrderState, size: number): Promise<boolean> {
  const changes = await changesSince(q, memo.xmin);
  if (changes.employeeIds === null) return false;
  if (changes.employeeIds.length > 0) {
    const changed = new Set(changes.employeeIds);
    if (changed.has(EVERYONE) || changes.employeeIds.some((id) => order.assignees.has(id))) memo.checks.forgetAll();
    else memo.checks.forget(changed);
    memo.top = withRescored(memo.top, changed, await rankedAmong(q, ranking, changes.employeeIds));
  }
  memo.xmin = changes.xmin;
  return memo.top.complete || memo.top.rows.length >= size / 2;
}
