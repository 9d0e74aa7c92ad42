import { rankedBefore, type RankKey } from './rank-order';

/**
 * The top of a ranking as remembered: every eligible employee who ranks at or above `boundary`, in
 * rank order. `complete`: the ranking has nobody beyond them (then there is no boundary to keep).
 */
export interface RememberedTop<R extends RankKey> {
  rows: R[];
  boundary: RankKey | undefined;
  complete: boolean;
}

/** The top as a ranking slice of `size` from the top gives it. */
export const topOf = <R extends RankKey>(rows: R[], size: number): RememberedTop<R> => ({ rows, boundary: rows.at(-1), complete: rows.length < size });

/**
 * The top after some employees were scored anew: their old rows go, and each new row (an employee
 * still eligible) comes in where it ranks — if at or above the boundary; below it the ranking beyond
 * the top is the statement's to tell.
 */
export function withRescored<R extends RankKey>(top: RememberedTop<R>, changed: ReadonlySet<string>, rescored: readonly R[]): RememberedTop<R> {
  const kept = top.rows.filter((r) => !changed.has(r.id));
  const { boundary } = top;
  const within = rescored.filter((r) => top.complete || (boundary !== undefined && !rankedBefore(boundary, r)));
  return { ...top, rows: merged(kept, within) };
}

/** At most `limit` rows after `after` (null: from the top), or null when the top cannot tell them. */
export function sliceOf<R extends RankKey>(top: RememberedTop<R>, after: RankKey | null, limit: number): R[] | null {
  const start = after === null ? 0 : top.rows.findIndex((r) => r.id === after.id) + 1;
  if (after !== null && start === 0) return null;
  const rows = top.rows.slice(start, start + limit);
  return rows.length === limit || top.complete ? rows : null;
}

/** Two lists in rank order as one. */
function merged<R extends RankKey>(a: readonly R[], b: readonly R[]): R[] {
  const out: R[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && rankedBefore(a[i], b[j]))) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}
