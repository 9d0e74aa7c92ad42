-- The transaction that last changed what the lending deadlines' prefilter reads of a pair: its own
-- row, and its employee's deletion, its party's name and limits (src/tables/lending-pairs.ts). A
-- prefilter result remembered with its snapshot's xmin is current while no pair carries a later
-- (or equal) transaction id (src/lending-clock/candidate-memo.ts). A column per pair, not one
-- counter row, so concurrent writes to different pairs never wait for each other.
ALTER TABLE "lending_pairs" ADD COLUMN "changed_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "lending_pairs_changed_xid_idx" ON "lending_pairs" USING btree ("changed_xid");--> statement-breakpoint
CREATE OR REPLACE FUNCTION lending_pair_add(emp uuid, party uuid, days integer, last date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lending_pairs (employee_id, party_id, lent_days, last_day, revision) VALUES (emp, party, days, last, 1)
  ON CONFLICT (employee_id, party_id) DO UPDATE
    SET lent_days = lending_pairs.lent_days + excluded.lent_days, last_day = greatest(lending_pairs.last_day, excluded.last_day),
        revision = lending_pairs.revision + 1, changed_xid = pg_current_xact_id()
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
        revision = lending_pairs.revision + 1, changed_xid = pg_current_xact_id();
END $$;--> statement-breakpoint
-- A pair is marked when its employee is deleted or purged, and when its party's name, limits or
-- client link change (a facility without a client is its own party; `isClient` reads the link).
CREATE FUNCTION lending_pairs_mark(of_employee uuid, of_parties uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE lending_pairs SET changed_xid = pg_current_xact_id()
  WHERE (employee_id = of_employee OR party_id = ANY (of_parties)) AND changed_xid <> pg_current_xact_id()
$$;--> statement-breakpoint
CREATE FUNCTION lending_pairs_mark_employee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lending_pairs_mark(OLD.id, '{}'::uuid[]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lending_pairs_mark_employees AFTER DELETE OR UPDATE OF deleted_at ON employees
  FOR EACH ROW EXECUTE FUNCTION lending_pairs_mark_employee();--> statement-breakpoint
CREATE FUNCTION lending_pairs_mark_party() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parties uuid[] := '{}'::uuid[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN parties := parties || OLD.id; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN parties := parties || NEW.id; END IF;
  IF TG_TABLE_NAME = 'facility_directory' THEN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.client_id IS NOT NULL THEN parties := parties || OLD.client_id; END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.client_id IS NOT NULL THEN parties := parties || NEW.client_id; END IF;
  END IF;
  PERFORM lending_pairs_mark(NULL, parties);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lending_pairs_mark_clients AFTER INSERT OR DELETE OR UPDATE OF name, max_lending_months, max_lending_months_note, equal_pay_months, equal_pay_note ON client_replica
  FOR EACH ROW EXECUTE FUNCTION lending_pairs_mark_party();--> statement-breakpoint
CREATE TRIGGER lending_pairs_mark_facilities AFTER INSERT OR DELETE OR UPDATE OF name, client_id ON facility_directory
  FOR EACH ROW EXECUTE FUNCTION lending_pairs_mark_party();
