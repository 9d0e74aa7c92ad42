/** `%`, `_` and `\` in user input match themselves in a LIKE pattern. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-insensitive substring pattern for a column that holds lower-cased text. */
export const containsPattern = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

/** A unique constraint refused the write (PostgreSQL 23505, on a server or PGlite; drizzle wraps it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
  }
  return false;
}
