import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { count, sql } from 'drizzle-orm';
import { rowsOf } from '@cs/service-kit';
import { facilities } from '../src/schema';
import { facilityListFilter } from '../src/facilities/facilities.repo';
import { startHarness, type Harness } from './support/harness';

/**
 * Documents that the search filter is served by the trigram index `facilities_search_trgm_idx`
 * (on a PostgreSQL server with TEST_DATABASE_URL, and on PGlite). Sequential scans are switched off
 * so the plan does not depend on the table size; the plan is asserted, never a timing.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness('facilities_search_index');
  await h.svc.db.execute(
    sql`insert into facilities (id, name, city) select gen_random_uuid(), 'Haus ' || g, 'Stadt ' || g from generate_series(1, 500) g`,
  );
  await h.svc.db.execute(sql`analyze facilities`);
});
afterAll(() => h?.stop());

async function planOf(query: { getSQL(): unknown } | unknown): Promise<string> {
  return h.svc.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe('search uses the trigram index', () => {
  test('the count of a search is a bitmap scan of facilities_search_trgm_idx', async () => {
    const plan = await planOf(h.svc.db.select({ n: count() }).from(facilities).where(facilityListFilter({ search: 'dt 42' })));
    expect(plan).toContain('facilities_search_trgm_idx');
  });

  test('the page query of a search is served by an index (trigram, or name order on a small table), never a sequential scan', async () => {
    const plan = await planOf(
      h.svc.db.select().from(facilities).where(facilityListFilter({ search: 'stadt 42' })).orderBy(facilities.sortName, facilities.id).limit(20),
    );
    expect(plan).toMatch(/facilities_search_trgm_idx|facilities_sort_name_id_idx/);
    expect(plan).not.toContain('Seq Scan');
  });

  test('the search finds what the plan promises', async () => {
    const res = await h.api('/api/facilities?search=stadt%2042');
    expect(res.body.items.map((f: { city: string }) => f.city).sort()).toEqual(['Stadt 42', 'Stadt 420', 'Stadt 421', 'Stadt 422', 'Stadt 423', 'Stadt 424', 'Stadt 425', 'Stadt 426', 'Stadt 427', 'Stadt 428', 'Stadt 429']);
  });
});
