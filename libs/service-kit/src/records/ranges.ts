import { and, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A list's date filter: the records whose `start`–`end` range overlaps `from`–`to` (either bound may be absent). */
export const overlapping = (start: PgColumn, end: PgColumn, { from, to }: { from?: string; to?: string }): SQL | undefined =>
  and(to ? lte(start, to) : undefined, from ? gte(end, from) : undefined);
