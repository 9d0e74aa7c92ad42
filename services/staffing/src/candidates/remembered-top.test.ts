import { describe, expect, test } from '@jest/globals';
import { rankedBefore, type RankKey } from './rank-order';
import { sliceOf, topOf, withRescored } from './remembered-top';

const row = (id: string, total: number, lastName = 'Koch', firstName = 'Anna'): RankKey => ({ id: `0000000${id}-0000-0000-0000-000000000000`, total, lastName, firstName });
const ids = (rows: RankKey[]) => rows.map((r) => r.id.slice(7, 8));

describe('the ranking order', () => {
  test('when totals differ, then the higher ranks first whatever the names', () => {
    expect(rankedBefore(row('1', 2, 'Zorn'), row('2', 1, 'Abel'))).toBe(true);
  });
  test('when totals tie, then last name, first name and id decide in code-point order, as PostgreSQL\'s "C" collation', () => {
    expect(rankedBefore(row('2', 1, 'Abel'), row('1', 1, 'Bauer'))).toBe(true);
    expect(rankedBefore(row('2', 1, 'Koch', 'Anna'), row('1', 1, 'Koch', 'Ben'))).toBe(true);
    expect(rankedBefore(row('1', 1), row('2', 1))).toBe(true);
    expect(rankedBefore(row('1', 1), row('1', 1))).toBe(false);
    // U+FFFD before U+1F600 by code point; JavaScript's `<` on UTF-16 units says the opposite.
    expect(rankedBefore(row('1', 1, '\uFFFD'), row('2', 1, '\u{1F600}'))).toBe(true);
    expect('\u{1F600}' < '\uFFFD').toBe(true);
  });
});

describe('a remembered top', () => {
  // The ranking 1 (total 9) … 4 (total 6) remembered with size 4; 5 (total 5) and beyond not.
  const top = topOf([row('1', 9), row('2', 8), row('3', 7), row('4', 6)], 4);

  test('when an employee now ranks below the boundary, then she leaves the top and nobody takes her place from beyond', () => {
    const after = withRescored(top, new Set([row('2', 0).id]), [row('2', 5)]);
    expect(ids(after.rows)).toEqual(['1', '3', '4']);
    expect(after.boundary).toEqual(top.boundary);
  });
  test('when an employee from beyond rises above the boundary, or onto it exactly, then she comes in where she ranks', () => {
    expect(ids(withRescored(top, new Set([row('5', 0).id]), [row('5', 8.5)]).rows)).toEqual(['1', '5', '2', '3', '4']);
    expect(ids(withRescored(top, new Set([row('0', 0).id]), [row('0', 6)]).rows)).toEqual(['1', '2', '3', '0', '4']);
    expect(ids(withRescored(top, new Set([row('5', 0).id]), [row('5', 6)]).rows)).toEqual(['1', '2', '3', '4']);
  });
  test('when a changed employee is no longer eligible (no new row), then she is gone', () => {
    expect(ids(withRescored(top, new Set([row('1', 0).id]), []).rows)).toEqual(['2', '3', '4']);
  });
  test('when the ranking was shorter than the size (complete), then every rescored employee comes in', () => {
    const complete = topOf([row('1', 9), row('2', 8)], 4);
    expect(ids(withRescored(complete, new Set([row('3', 0).id]), [row('3', 1)]).rows)).toEqual(['1', '2', '3']);
  });
  test('when a slice reaches past the rows of an incomplete top, or starts after an employee it does not hold, then the top cannot tell it', () => {
    expect(ids(sliceOf(top, null, 3) ?? [])).toEqual(['1', '2', '3']);
    expect(ids(sliceOf(top, row('2', 8), 2) ?? [])).toEqual(['3', '4']);
    expect(sliceOf(top, row('2', 8), 3)).toBeNull();
    expect(sliceOf(top, row('7', 1), 1)).toBeNull();
    expect(ids(sliceOf(topOf([row('1', 9)], 4), null, 3) ?? [])).toEqual(['1']);
  });
});
