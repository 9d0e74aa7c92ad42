import { asc, count, sql } from 'drizzle-orm';
import { containsIgnoringCase, type Queryable } from '@cs/service-kit';
import type { FacilityDirectoryQuery } from '@cs/contracts/http/self-service';
import { facilityDirectory as directory } from '../schema';

/** Facilities of the directory replica by name (case-insensitive), optionally matching name or city. */
export async function searchFacilityDirectory(q: Queryable, query: FacilityDirectoryQuery) {
  const where = containsIgnoringCase(query.search, [directory.name, directory.city]);
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

