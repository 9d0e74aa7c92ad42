-- Free-text search over facilities: how a page and its (capped) count are found, whatever the term.
-- See docs/facilities.md, "Search". The planner cannot know where in name order a term's matches
-- lie (a word of the facility type, "Wohnpark", clusters them all at the end), and a capped count
-- chosen as a sequential scan reads the whole table when fewer matches exist than estimated. So
-- the strategy is fixed here, in two functions, with the plan choices pinned per function.

-- The name order index also carries what the search filters on, so the first step below reads
-- only the index (same name: drizzle's schema declares the key columns, this adds INCLUDE).
DROP INDEX IF EXISTS "facilities_sort_name_id_idx";--> statement-breakpoint
CREATE INDEX "facilities_sort_name_id_idx" ON "facilities" USING btree ("sort_name", "id") INCLUDE ("search_text", "crm_status");--> statement-breakpoint

-- Matches counted up to `cap`, always through the trigram index (bitmap): cost grows with the
-- term's matches, never with the table.
CREATE OR REPLACE FUNCTION facility_search_count(pattern text, crm text, cap int) RETURNS int
LANGUAGE sql STABLE
SET enable_seqscan = off SET enable_indexscan = off SET enable_indexonlyscan = off SET jit = off
AS $$
  SELECT count(*)::int FROM (
    SELECT 1 FROM facilities
    WHERE search_text LIKE pattern AND (crm IS NULL OR crm_status = crm)
    LIMIT cap
  ) capped
$$;--> statement-breakpoint

-- The ids of one page, in name order. First walk the name order index (index only) over a window
-- of 100 × (skip + lim) entries: a term matching at least ~1 % of the facilities, spread over the
-- alphabet, fills its page there. Otherwise sort all of its matches, found through the trigram index.
CREATE OR REPLACE FUNCTION facility_search_page_ids(pattern text, crm text, lim int, skip int) RETURNS uuid[]
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET enable_indexscan = off SET jit = off
AS $$
DECLARE
  hits uuid[];
BEGIN
  hits := ARRAY(
    SELECT w.id FROM (
      SELECT f.id, f.sort_name, f.search_text, f.crm_status FROM facilities f
      ORDER BY f.sort_name, f.id LIMIT least(100 * (skip + lim), 20000)
    ) w
    WHERE w.search_text LIKE pattern AND (crm IS NULL OR w.crm_status = crm)
    ORDER BY w.sort_name, w.id OFFSET skip LIMIT lim);
  IF cardinality(hits) = lim THEN
    RETURN hits;
  END IF;
  RETURN ARRAY(
    SELECT f.id FROM facilities f
    WHERE f.search_text LIKE pattern AND (crm IS NULL OR f.crm_status = crm)
    ORDER BY f.sort_name, f.id OFFSET skip LIMIT lim);
END
$$;
