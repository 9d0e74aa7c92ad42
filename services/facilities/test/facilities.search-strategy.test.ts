import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@cs/service-kit';
import { harnessForFile } from './support/harness';

/**
 * A search finds its page in one of two ways (migration 0003, docs/facilities.md "Search"): by
 * walking the name order over a window of 100 × (offset + page size) entries, or — when the window
 * does not fill the page — by sorting all matches found through the trigram index. The data makes
 * both happen: 3 000 facilities, 2 700 "Haus …" first in name order, 300 "Wohnpark …" after them,
 * so "berg" (every 10th city) fills page 1 inside the window, while "wohnpark" (all at the end) and
 * deep pages fall back. Every page must equal what a plain ordered query returns.
 */
const h = harnessForFile('facilities_search_strategy');
beforeAll(async () => {
  await h.svc.db.execute(sql`
    insert into facilities (id, name, city, contact_person, crm_status)
    select gen_random_uuid(),
           case when g <= 2700 then 'Haus ' || lpad(g::text, 4, '0') else 'Wohnpark ' || g end,
           case when g % 10 = 0 then 'Berg' else 'Tal' end,
           case when g % 7 = 0 then 'Anna Quist' else null end,
           case when g % 2 = 0 then 'Kunde' else 'Lead' end
    from generate_series(1, 3000) g`);
  await h.svc.db.execute(sql`analyze facilities`);
});

/** The answer by definition: substring match, name order, id as tie-breaker. */
async function expected(term: string, crmStatus: string | null, page: number, pageSize: number) {
  const rows = rowsOf<{ id: string; n: number }>(
    await h.svc.db.execute(sql`
      select id, count(*) over () ::int as n from facilities
      where search_text like ${`%${term}%`} and (${crmStatus}::text is null or crm_status = ${crmStatus}::text)
      order by sort_name, id`),
  );
  return { ids: rows.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id), total: rows[0]?.n ?? 0 };
}

async function searched(term: string, crmStatus: string | null, page: number, pageSize: number) {
  const crm = crmStatus ? `&crmStatus=${crmStatus}` : '';
  const res = await h.api(`/api/facilities?search=${encodeURIComponent(term)}${crm}&page=${page}&pageSize=${pageSize}`);
  expect(res.status).toBe(200);
  return res.body as { items: Array<{ id: string }>; totalCount: number; totalCountCapped?: boolean };
}

describe('every search strategy returns exactly the ordered matches', () => {
  test.each([
    ['berg: spread over the alphabet, page 1 found inside the window', 'berg', null, 1, 20],
    ['berg: a deep page (window too short → sorted matches)', 'berg', null, 14, 20],
    ['wohnpark: all matches after the window → sorted matches', 'wohnpark', null, 1, 20],
    ['wohnpark: last partial page', 'wohnpark', null, 3, 100],
    ['quist: every 7th facility, with a CRM status filter', 'quist', 'Kunde', 2, 20],
    ['haus 004: a handful of matches', 'haus 004', null, 1, 20],
    ['nothing matches', 'xyzzy', null, 1, 20],
  ])('%s', async (_case, term, crmStatus, page, pageSize) => {
    const want = await expected(term, crmStatus, page, pageSize);
    const got = await searched(term, crmStatus, page, pageSize);
    expect(got.items.map((f) => f.id)).toEqual(want.ids);
    expect(got.totalCount).toBe(want.total);
    expect(got).not.toHaveProperty('totalCountCapped');
  });

  test('more matches than the count limit: the page is still exact, the count says 1000 and capped', async () => {
    const want = await expected('haus', null, 2, 20);
    const got = await searched('haus', null, 2, 20);
    expect(got.items.map((f) => f.id)).toEqual(want.ids);
    expect(got).toMatchObject({ totalCount: 1000, totalCountCapped: true });
  });

  test('LIKE wildcards in the term match themselves', async () => {
    const got = await searched('%', null, 1, 20);
    expect(got.totalCount).toBe(0);
  });
});
