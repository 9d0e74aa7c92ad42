/** What the ranking orders by (ranking.repo.ts): score descending, then last name, first name and id. */
export interface RankKey {
  total: number;
  lastName: string;
  firstName: string;
  id: string;
}

/**
 * Code-point order, as PostgreSQL's "C" collation compares (UTF-8 bytes). Not `<`: JavaScript
 * compares UTF-16 units, which puts characters beyond U+FFFF before U+E000–U+FFFF.
 */
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Whether `a` comes before `b` in the ranking's order (ids are lowercase uuids: their text order is PostgreSQL's). */
export function rankedBefore(a: RankKey, b: RankKey): boolean {
  if (a.total !== b.total) return a.total > b.total;
  return (byCodePoint(a.lastName, b.lastName) || byCodePoint(a.firstName, b.firstName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) < 0;
}
