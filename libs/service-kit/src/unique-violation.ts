import type { AppError } from './problem-details';

/** Whether a database error (PostgreSQL server or PGlite; drizzle wraps it) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === constraint || Boolean(e.message?.includes(constraint));
  }
  return false;
}

/**
 * Runs `work`; a unique violation of one of the named constraints becomes its 409. Use cases check
 * first; this covers two requests racing past the check.
 */
export async function conflictOnUnique<T>(work: () => Promise<T>, conflicts: Record<string, () => AppError>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const match = Object.entries(conflicts).find(([constraint]) => isUniqueViolation(error, constraint));
    throw match ? match[1]() : error;
  }
}
