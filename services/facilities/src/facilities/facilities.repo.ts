import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import { selectPage, type Queryable } from '@cs/service-kit';
import type { ListFacilitiesQuery } from '@cs/contracts/http/facilities';
import { facilities } from '../schema';
import { containsPattern } from '../shared/sql';
import type { FacilityRow, FacilityValues } from './facility-record';

/** The list filter; `search` is a substring of the trigram-indexed `search_text`. */
export function facilityListFilter({ search, crmStatus }: Pick<ListFacilitiesQuery, 'search' | 'crmStatus'>): SQL | undefined {
  return and(
    search ? like(facilities.searchText, containsPattern(search)) : undefined,
    crmStatus ? eq(facilities.crmStatus, crmStatus) : undefined,
  );
}

/** A free-text search counts at most this many matches (see docs/facilities.md, "Search"). */
export const SEARCH_COUNT_LIMIT = 1000;

export async function listFacilities(db: Queryable, query: ListFacilitiesQuery) {
  const where = facilityListFilter(query);
  const countLimit = query.search ? SEARCH_COUNT_LIMIT : undefined;
  return selectPage(db, facilities, where, [asc(facilities.sortName), asc(facilities.id)], { ...query, countLimit });
}

export async function findFacility(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<FacilityRow | undefined> {
  const query = db.select().from(facilities).where(eq(facilities.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertFacility(db: Queryable, id: string, values: FacilityValues): Promise<FacilityRow> {
  const [row] = await db.insert(facilities).values({ id, ...values }).returning();
  return row;
}

export async function updateFacilityRow(db: Queryable, id: string, values: FacilityValues): Promise<FacilityRow> {
  const [row] = await db
    .update(facilities)
    .set({ ...values, version: sql`${facilities.version} + 1`, updatedAt: sql`now()` })
    .where(eq(facilities.id, id))
    .returning();
  return row;
}
