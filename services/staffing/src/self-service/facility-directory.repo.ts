import { asc, count, ilike, or, sql } from 'drizzle-orm';
import { escapeLike, type Queryable } from '@cs/service-kit';
import type { FacilityDirectoryQuery } from '@cs/contracts/http/self-service';
import { facilityDirectory as directory } from '../schema';

/** Facilities of the directory replica by name (case-insensitive), optionally matching name or city. */
export async function searchFacilityDirectory(q: Queryable, query: FacilityDirectoryQuery) {
  const term = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = term ? or(ilike(directory.name, term), ilike(directory.city, term)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    q
      .select({ id: directory.id, name: directory.name, city: directory.city })
      .from(directory)
      .where(where)
      .orderBy(asc(sql`lower(${directory.name})`), asc(directory.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    q.select({ total: count() }).from(directory).where(where),
  ]);
  return { rows, total };
}

