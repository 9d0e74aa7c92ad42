-- The search page function takes its limit and offset as bigint: `100 * (skip + lim)` in 32-bit
-- arithmetic overflowed for a far page (page 2147483647 → "integer out of range", a 500). The API
-- caps `page` (docs/platform.md, HTTP details); 64-bit arithmetic here keeps the SQL correct for
-- any offset anyway. Same body as migration 0003 otherwise.
DROP FUNCTION IF EXISTS facility_search_page_ids(text, text, int, int);--> statement-breakpoint

CREATE OR REPLACE FUNCTION facility_search_page_ids(pattern text, crm text, lim bigint, skip bigint) RETURNS uuid[]
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
