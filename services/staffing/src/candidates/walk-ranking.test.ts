import { describe, expect, test } from '@jest/globals';
import { pageOfRanking, type RankingSlice } from './walk-ranking';

/** A ranking of n employees, every `blockedEvery`-th one with an Error; the check counts its calls. */
function ranking(n: number, blocked: (i: number) => boolean) {
  const checked: number[] = [];
  const check = async (batch: number[]) => {
    checked.push(...batch);
    return batch.map((i) => ({ id: i, canSave: !blocked(i) }));
  };
  const all = Array.from({ length: n }, (_, i) => i);
  // Keyset slices of the ranking, as the ranking query gives them; `slices` counts the queries.
  const slices: number[] = [];
  const slice: RankingSlice<number> = async (after, limit) => {
    slices.push(limit);
    const from = after === null ? 0 : after + 1;
    return all.slice(from, from + limit);
  };
  const bruteForce = [...all.filter((i) => !blocked(i)), ...all.filter((i) => blocked(i))];
  return { slice, slices, check, checked, bruteForce, savable: all.filter((i) => !blocked(i)) };
}

describe('a page of the ranking, checked only as far as it needs', () => {
  test.each([
    [1, 5, false],
    [3, 5, false],
    [40, 5, false],
    [1, 7, true],
    [11, 7, true],
    [12, 7, true],
    [20, 7, true],
  ])('when page %i of size %i is asked for (includeBlocked %s), then it equals the brute-force page', async (page, pageSize, includeBlocked) => {
    const r = ranking(100, (i) => i % 3 === 1);
    const expected = (includeBlocked ? r.bruteForce : r.savable).slice((page - 1) * pageSize, page * pageSize);
    const got = await pageOfRanking(r.slice, { page, pageSize, includeBlocked }, r.check);
    expect(got.items.map((c) => c.id)).toEqual(expected);
    expect(got.hasMore).toBe((includeBlocked ? r.bruteForce : r.savable).length > page * pageSize);
  });

  test('when the first page fills early, then only the employees down to one past it are checked', async () => {
    const r = ranking(1000, (i) => i % 2 === 1);
    const got = await pageOfRanking(r.slice, { page: 1, pageSize: 20, includeBlocked: false }, r.check);
    expect(got.items).toHaveLength(20);
    expect(got.hasMore).toBe(true);
    // 21 savable ones are found by the 41st employee; the batches may check a few more, never the rest.
    expect(r.checked.length).toBeGreaterThanOrEqual(41);
    expect(r.checked.length).toBeLessThan(41 + 8);
    // One slice of the ranking was enough: the rest never left the database.
    expect(r.slices).toHaveLength(1);
  });

  test('when nobody can be saved (an Error everyone gets), then the list is empty unchecked, or with the blocked the ranking page itself', async () => {
    const none = ranking(1000, () => true);
    expect(await pageOfRanking(none.slice, { page: 1, pageSize: 20, includeBlocked: false, noneSavable: true }, none.check)).toEqual({ items: [], hasMore: false });
    expect([none.checked, none.slices]).toEqual([[], []]);
    const got = await pageOfRanking(none.slice, { page: 3, pageSize: 20, includeBlocked: true, noneSavable: true }, none.check);
    expect(got.items.map((c) => c.id)).toEqual(none.bruteForce.slice(40, 60));
    expect(got.hasMore).toBe(true);
    expect(none.checked).toEqual(none.bruteForce.slice(40, 60));
    const last = await pageOfRanking(none.slice, { page: 50, pageSize: 20, includeBlocked: true, noneSavable: true }, none.check);
    expect([last.items.length, last.hasMore]).toEqual([20, false]);
  });
});
