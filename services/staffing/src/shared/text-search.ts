import { like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '@cs/service-kit';

/** Substring match of a lower-cased, trigram-indexed search column. */
export const matchesSearch = (column: AnyPgColumn | SQL, term: string | undefined) =>
  term ? like(column, `%${escapeLike(term.toLowerCase())}%`) : undefined;
