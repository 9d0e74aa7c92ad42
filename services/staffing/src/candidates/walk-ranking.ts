/**
 * At most this many employees checked in one batch (one facts query) while walking the ranking:
 * a batch is what the page still needs, so a page costs little more than its own checks.
 */
export const CHECK_BATCH = 32;

export interface Page<C> {
  items: C[];
  hasMore: boolean;
}

/** The next at most `limit` employees of the ranking after `after` (null: from the top). */
export type RankingSlice<R> = (after: R | null, limit: number) => Promise<R[]>;

/** The first slice: the page's share with room for the blocked ones among them; each further slice doubles. */
export const firstSliceSize = (want: number) => 2 * want + 16;

/**
 * One page of the list the brute force would give — every employee checked, those without an
 * Error finding in rank order, then (includeBlocked) those with one in rank order — checking only
 * as far down the ranking as that page needs: until `page × pageSize + 1` savable ones are found
 * (the page and whether another follows), or to the end when the page reaches into the blocked ones.
 * The ranking arrives in keyset slices, fetched only when the walk reaches their end.
 */
export async function pageOfRanking<R, C extends { canSave: boolean }>(
  slice: RankingSlice<R>,
  /** `noneSavable`: an Error every candidate gets for sure (the order's places): every employee is blocked. */
  opts: { page: number; pageSize: number; includeBlocked: boolean; noneSavable?: boolean },
  /** Checks a batch, answering in its order; one that vanished meanwhile (trashed) is left out. */
  check: (batch: R[]) => Promise<C[]>,
): Promise<Page<C>> {
  const start = (opts.page - 1) * opts.pageSize;
  if (opts.noneSavable) return blockedInRankOrder(slice, start, opts.pageSize, opts.includeBlocked, check);
  const want = start + opts.pageSize + 1;
  const savable: C[] = [];
  const blocked: C[] = [];
  const ahead: R[] = [];
  let last: R | null = null;
  let limit = firstSliceSize(want);
  let exhausted = false;
  const take = async (n: number): Promise<R[]> => {
    while (ahead.length < n && !exhausted) {
      const rows = await slice(last, limit);
      exhausted = rows.length < limit;
      if (rows.length > 0) last = rows[rows.length - 1];
      ahead.push(...rows);
      limit *= 2;
    }
    return ahead.splice(0, n);
  };
  let reachedEnd = false;
  while (savable.length < want) {
    const batch = await take(Math.min(CHECK_BATCH, Math.max(1, want - savable.length)));
    if (batch.length === 0) {
      reachedEnd = true;
      break;
    }
    for (const checked of await check(batch)) (checked.canSave ? savable : blocked).push(checked);
  }
  const sequence = opts.includeBlocked && reachedEnd ? [...savable, ...blocked] : savable;
  return { items: sequence.slice(start, start + opts.pageSize), hasMore: sequence.length > start + opts.pageSize };
}

/**
 * When nobody can be saved, the brute-force list is empty, or (includeBlocked) the ranking itself:
 * only the page's employees are checked, for their findings; one more row says whether a page follows.
 */
async function blockedInRankOrder<R, C>(slice: RankingSlice<R>, start: number, pageSize: number, includeBlocked: boolean, check: (batch: R[]) => Promise<C[]>): Promise<Page<C>> {
  if (!includeBlocked) return { items: [], hasMore: false };
  const rows = await slice(null, start + pageSize + 1);
  return { items: await check(rows.slice(start, start + pageSize)), hasMore: rows.length > start + pageSize };
}
