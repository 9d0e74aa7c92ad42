CREATE TABLE "lending_pairs" (
	"employee_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"lent_days" integer NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "lending_pairs_employee_id_party_id_pk" PRIMARY KEY("employee_id","party_id")
);
--> statement-breakpoint
CREATE INDEX "lending_pairs_lent_days_idx" ON "lending_pairs" USING btree ("lent_days");--> statement-breakpoint
CREATE INDEX "lending_pairs_party_idx" ON "lending_pairs" USING btree ("party_id");--> statement-breakpoint
-- Kept by triggers on every table a lending period or its party comes from (src/tables/lending-pairs.ts).
CREATE FUNCTION lending_pair_add(emp uuid, party uuid, days integer, last date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lending_pairs (employee_id, party_id, lent_days, last_day) VALUES (emp, party, days, last)
  ON CONFLICT (employee_id, party_id) DO UPDATE
    SET lent_days = lending_pairs.lent_days + excluded.lent_days, last_day = greatest(lending_pairs.last_day, excluded.last_day)
$$;--> statement-breakpoint
CREATE FUNCTION lending_party_of_order(order_id uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(f.client_id, o.facility_id) FROM orders o LEFT JOIN facility_directory f ON f.id = o.facility_id WHERE o.id = order_id
$$;--> statement-breakpoint
-- Moves the live assignments of one order, or of the orders at one facility, from one party to another
-- (an order with live assignments is never in the trash: the live-orders index serves the facility).
CREATE FUNCTION lending_pairs_move(of_facility uuid, of_order uuid, from_party uuid, to_party uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lending_pairs (employee_id, party_id, lent_days, last_day)
  SELECT a.employee_id, p.party, sum(p.sign * (a.end_date - a.start_date + 1))::integer, max(a.end_date)
  FROM assignments a
  CROSS JOIN (VALUES (from_party, -1), (to_party, 1)) AS p(party, sign)
  WHERE a.deleted_at IS NULL AND a.order_id IN (
    SELECT o.id FROM orders o WHERE o.id = of_order
    UNION ALL
    SELECT o.id FROM orders o WHERE of_facility IS NOT NULL AND o.facility_id = of_facility AND o.deleted_at IS NULL)
  GROUP BY a.employee_id, p.party
  ON CONFLICT (employee_id, party_id) DO UPDATE
    SET lent_days = lending_pairs.lent_days + excluded.lent_days, last_day = greatest(lending_pairs.last_day, excluded.last_day);
END $$;--> statement-breakpoint
CREATE FUNCTION lending_pairs_on_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.employee_id, OLD.order_id, OLD.start_date, OLD.end_date, OLD.deleted_at IS NULL)
      IS NOT DISTINCT FROM (NEW.employee_id, NEW.order_id, NEW.start_date, NEW.end_date, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    PERFORM lending_pair_add(OLD.employee_id, lending_party_of_order(OLD.order_id), -(OLD.end_date - OLD.start_date + 1), OLD.end_date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    PERFORM lending_pair_add(NEW.employee_id, lending_party_of_order(NEW.order_id), NEW.end_date - NEW.start_date + 1, NEW.end_date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lending_pairs_assignments AFTER INSERT OR DELETE OR UPDATE OF employee_id, order_id, start_date, end_date, deleted_at ON assignments
  FOR EACH ROW EXECUTE FUNCTION lending_pairs_on_assignment();--> statement-breakpoint
CREATE FUNCTION lending_pairs_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_party uuid := coalesce((SELECT f.client_id FROM facility_directory f WHERE f.id = OLD.facility_id), OLD.facility_id);
  new_party uuid := lending_party_of_order(NEW.id);
BEGIN
  IF old_party IS DISTINCT FROM new_party THEN
    PERFORM lending_pairs_move(NULL, NEW.id, old_party, new_party);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lending_pairs_orders AFTER UPDATE OF facility_id ON orders
  FOR EACH ROW EXECUTE FUNCTION lending_pairs_on_order();--> statement-breakpoint
CREATE FUNCTION lending_pairs_on_facility() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facility uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  old_party uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.id ELSE coalesce(OLD.client_id, OLD.id) END;
  new_party uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE coalesce(NEW.client_id, NEW.id) END;
BEGIN
  IF old_party IS DISTINCT FROM new_party THEN
    PERFORM lending_pairs_move(facility, NULL, old_party, new_party);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lending_pairs_facilities AFTER INSERT OR DELETE OR UPDATE OF client_id ON facility_directory
  FOR EACH ROW EXECUTE FUNCTION lending_pairs_on_facility();--> statement-breakpoint
CREATE FUNCTION lending_pairs_on_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.source <> 'employedByClient' THEN
    PERFORM lending_pair_add(OLD.employee_id, OLD.party_id, -(OLD.to_date - OLD.from_date + 1), OLD.to_date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.source <> 'employedByClient' THEN
    PERFORM lending_pair_add(NEW.employee_id, NEW.party_id, NEW.to_date - NEW.from_date + 1, NEW.to_date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lending_pairs_history AFTER INSERT OR DELETE OR UPDATE ON lending_history
  FOR EACH ROW EXECUTE FUNCTION lending_pairs_on_history();--> statement-breakpoint
INSERT INTO lending_pairs (employee_id, party_id, lent_days, last_day)
SELECT employee_id, party_id, sum(to_date - from_date + 1)::integer, max(to_date)
FROM (
  SELECT a.employee_id, coalesce(f.client_id, o.facility_id) AS party_id, a.start_date AS from_date, a.end_date AS to_date
  FROM assignments a JOIN orders o ON o.id = a.order_id LEFT JOIN facility_directory f ON f.id = o.facility_id
  WHERE a.deleted_at IS NULL
  UNION ALL
  SELECT h.employee_id, h.party_id, h.from_date, h.to_date FROM lending_history h WHERE h.source <> 'employedByClient'
) AS periods
GROUP BY employee_id, party_id;
