import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { staleVersion } from '../problem-details';
import { found } from './answers';

/** An `If-Match` version that is not the record's current one → 412; no `If-Match` → no check. */
export function assertVersion(expected: number | undefined, actual: number): void {
  if (expected !== undefined && expected !== actual) throw staleVersion();
}

/** What every edit of a record sets besides its own fields: the next `version`, `updatedAt` now. */
export function nextVersion(table: { version: PgColumn }) {
  return { version: sql`${table.version} + 1`, updatedAt: sql`now()` };
}

/**
 * The record an edit or a delete works on (read with its row lock): 404 (`missing`, a noun or the
 * aggregate's own error) when there is none, 412 when `If-Match` names another version.
 */
export function editable<T>(
  row: T | undefined,
  missing: string | (() => Error),
  expectedVersion: number | undefined,
  versionOf: (row: T) => number = (r) => (r as { version: number }).version,
): T {
  const current = found(row, missing);
  assertVersion(expectedVersion, versionOf(current));
  return current;
}
