ALTER TABLE "lending_pairs" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write that touches a pair's periods raises its revision (src/tables/lending-pairs.ts).
CREATE OR REPLACE FUNCTION lending_pair_add(emp uuid, party uuid, days integer, last date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lending_pairs (employee_id, party_id, lent_days, last_day, revision) VALUES (emp, party, days, last, 1)
  ON CONFLICT (employee_id, party_id) DO UPDATE
    SET lent_days = lending_pairs.lent_days + excluded.lent_days, last_day = greatest(lending_pairs.last_day, excluded.last_day),
        revision = lending_pairs.revision + 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lending_pairs_move(of_facility uuid, of_order uuid, from_party uuid, to_party uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lending_pairs (employee_id, party_id, lent_days, last_day, revision)
  SELECT a.employee_id, p.party, sum(p.sign * (a.end_date - a.start_date + 1))::integer, max(a.end_date), 1
  FROM assignments a
  CROSS JOIN (VALUES (from_party, -1), (to_party, 1)) AS p(party, sign)
  WHERE a.deleted_at IS NULL AND a.order_id IN (
    SELECT o.id FROM orders o WHERE o.id = of_order
    UNION ALL
    SELECT o.id FROM orders o WHERE of_facility IS NOT NULL AND o.facility_id = of_facility AND o.deleted_at IS NULL)
  GROUP BY a.employee_id, p.party
  ON CONFLICT (employee_id, party_id) DO UPDATE
    SET lent_days = lending_pairs.lent_days + excluded.lent_days, last_day = greatest(lending_pairs.last_day, excluded.last_day),
        revision = lending_pairs.revision + 1;
END $$;
