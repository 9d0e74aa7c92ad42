/** Employees checked at once while walking the ranking: few, so a page costs little more than its own checks. */
export const CHECK_BATCH = 8;

export interface Page<C> {
  items: C[];
  hasMore: boolean;
}

/**
 * One page of the list the brute force would give — every employee checked, those without an
 * Error finding in rank order, then (includeBlocked) those with one in rank order — checking only
 * as far down the ranking as that page needs: until `page × pageSize + 1` savable ones are found
 * (the page and whether another follows), or to the end when the page reaches into the blocked ones.
 */
export async function pageOfRanking<R, C extends { canSave: boolean }>(
  ranked: readonly R[],
  opts: { page: number; pageSize: number; includeBlocked: boolean },
  check: (r: R) => Promise<C>,
): Promise<Page<C>> {
  const start = (opts.page - 1) * opts.pageSize;
  const want = start + opts.pageSize + 1;
  const savable: C[] = [];
  const blocked: C[] = [];
  let next = 0;
  while (next < ranked.length && savable.length < want) {
    const size = Math.min(CHECK_BATCH, Math.max(1, want - savable.length));
    const batch = ranked.slice(next, next + size);
    next += batch.length;
    for (const checked of await Promise.all(batch.map(check))) (checked.canSave ? savable : blocked).push(checked);
  }
  const sequence = opts.includeBlocked && next >= ranked.length ? [...savable, ...blocked] : savable;
  return { items: sequence.slice(start, start + opts.pageSize), hasMore: sequence.length > start + opts.pageSize };
}
