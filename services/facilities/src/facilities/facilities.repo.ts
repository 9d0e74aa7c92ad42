import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { containsIgnoringCase, containsPattern, perHandle, selectPage, updateRecord, type Queryable } from '@cs/service-kit';
import type { ListFacilitiesQuery } from '@cs/contracts/http/facilities';
import { facilities } from '../schema';
import type { FacilityRow, FacilityValues } from './facility-record';

/** The list filter; `search` is a substring of the trigram-indexed `search_text`. */
export function facilityListFilter({ search, crmStatus }: Pick<ListFacilitiesQuery, 'search' | 'crmStatus'>): SQL | undefined {
  return and(
    containsIgnoringCase(search, [facilities.searchText], { lowerCased: true }),
    crmStatus ? eq(facilities.crmStatus, crmStatus) : undefined,
  );
}

/** A free-text search counts at most this many matches (see docs/facilities.md, "Search"). */
export const SEARCH_COUNT_LIMIT = 1000;

const searchParams = {
  pattern: sql.placeholder('pattern'),
  crmStatus: sql.placeholder('crmStatus'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  countLimit: sql.placeholder('countLimit'),
};

/**
 * The page and the capped count of a free-text search, through the two SQL functions of migration
 * 0003 (the strategy that stays fast for every term; docs/facilities.md, "Search"); the page function
 * takes bigint limit and offset since 0004.
 */
const searchPageQuery = perHandle((q) =>
  q
    .select()
    .from(facilities)
    .where(
      sql`${facilities.id} = any (facility_search_page_ids(${searchParams.pattern}, ${searchParams.crmStatus}::text, ${searchParams.limit}::bigint, ${searchParams.offset}::bigint))`,
    )
    .orderBy(asc(facilities.sortName), asc(facilities.id))
    .prepare('facility_search_page'),
);
const searchCountQuery = perHandle((q) =>
  q
    .select({ total: sql<number>`facility_search_count(${searchParams.pattern}, ${searchParams.crmStatus}::text, ${searchParams.countLimit}::int)` })
    .from(sql`(select 1) as one`)
    .prepare('facility_search_count'),
);

async function searchFacilities(db: Queryable, { search, crmStatus, page, pageSize }: ListFacilitiesQuery & { search: string }) {
  const params = { pattern: containsPattern(search), crmStatus: crmStatus ?? null, limit: pageSize, offset: (page - 1) * pageSize, countLimit: SEARCH_COUNT_LIMIT + 1 };
  const [rows, [{ total }]] = await Promise.all([searchPageQuery(db).execute(params), searchCountQuery(db).execute(params)]);
  const totalCapped = total > SEARCH_COUNT_LIMIT;
  return { rows: rows as FacilityRow[], total: totalCapped ? SEARCH_COUNT_LIMIT : total, totalCapped };
}

export async function listFacilities(db: Queryable, query: ListFacilitiesQuery) {
  if (query.search) return searchFacilities(db, { ...query, search: query.search });
  return selectPage(db, facilities, facilityListFilter(query), [asc(facilities.sortName), asc(facilities.id)], query);
}

const byIdQuery = perHandle((q) =>
  q.select().from(facilities).where(eq(facilities.id, sql.placeholder('id'))).prepare('facility_by_id'),
);

export async function findFacility(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<FacilityRow | undefined> {
  if (opts.forUpdate) return (await db.select().from(facilities).where(eq(facilities.id, id)).for('update'))[0];
  return ((await byIdQuery(db).execute({ id })) as FacilityRow[])[0];
}

export async function insertFacility(db: Queryable, id: string, values: FacilityValues): Promise<FacilityRow> {
  const [row] = await db.insert(facilities).values({ id, ...values }).returning();
  return row;
}

export const updateFacilityRow = (db: Queryable, id: string, values: FacilityValues): Promise<FacilityRow> => updateRecord(db, facilities, id, values);
