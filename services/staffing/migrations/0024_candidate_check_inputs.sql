-- The candidates' remembered checks (src/candidates/ranking-memo.ts) read the change entries of
-- migration 0023 too, so every other input of an employee's check enters them: absences, duties
-- (times changed without the week sums), lending history, and orders whose range moved (the other
-- duties' order ranges). Inputs shared by every check — facilities' and clients' replicas,
-- contracts, value lists, severities — enter the nil uuid: every remembered check goes.
SELECT ranking_changes_watch(t, 'employee_id') FROM unnest(ARRAY['absences', 'duties', 'lending_history']) AS t;--> statement-breakpoint
DROP TRIGGER ranking_changes_orders ON orders;--> statement-breakpoint
CREATE TRIGGER ranking_changes_orders AFTER UPDATE OF facility_id, deleted_at, start_date, end_date ON orders FOR EACH ROW
  WHEN ((OLD.facility_id, OLD.deleted_at, OLD.start_date, OLD.end_date) IS DISTINCT FROM (NEW.facility_id, NEW.deleted_at, NEW.start_date, NEW.end_date))
  EXECUTE FUNCTION ranking_changes_note_order();--> statement-breakpoint
CREATE FUNCTION ranking_changes_note_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ranking_changes (employee_id) VALUES ('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ranking_changes_watch_everyone(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note_everyone()', 'ranking_changes_' || tbl, tbl);
END $$;--> statement-breakpoint
SELECT ranking_changes_watch_everyone(t) FROM unnest(ARRAY['facility_directory', 'contract_replica', 'client_replica', 'value_lists', 'assignment_validation_settings']) AS t;
