import { ilike, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../queries';

/** `%term%` lower-cased, with `%`, `_` and `\` matching themselves: for a column or index of lower-cased text. */
export const containsPattern = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

/**
 * The one case-insensitive "contains" search: a row matches when any of `columns` contains `term`.
 * `lowerCased`: the columns hold lower-cased text already (a search column with a trigram index),
 * so a plain LIKE uses the index. No term → no condition.
 */
export function containsIgnoringCase(term: string | undefined, columns: Array<PgColumn | SQL>, { lowerCased = false } = {}): SQL | undefined {
  if (!term) return undefined;
  const pattern = lowerCased ? containsPattern(term) : `%${escapeLike(term)}%`;
  return or(...columns.map((column) => (lowerCased ? like(column, pattern) : ilike(column, pattern))));
}
