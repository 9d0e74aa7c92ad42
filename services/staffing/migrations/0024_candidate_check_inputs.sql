-- The candidates' remembered checks (src/candidates/ranking-memo.ts) read the change entries of
-- migration 0023 too, so every other input of an employee's check enters them: absences, duties
-- (times changed without the week sums), lending history, and orders whose range moved (the other
-- duties' order ranges). Inputs shared by every check — facilities' and clients' replicas,
-- contracts, value lists, severities — enter the nil uuid: every remembered check goes.
CREATE TRIGGER ranking_changes_absences_inserted AFTER INSERT ON absences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_absences_updated AFTER UPDATE ON absences REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_absences_deleted AFTER DELETE ON absences REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_duties_inserted AFTER INSERT ON duties REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_duties_updated AFTER UPDATE ON duties REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_duties_deleted AFTER DELETE ON duties REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_lending_history_inserted AFTER INSERT ON lending_history REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_lending_history_updated AFTER UPDATE ON lending_history REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
CREATE TRIGGER ranking_changes_lending_history_deleted AFTER DELETE ON lending_history REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note('employee_id');--> statement-breakpoint
DROP TRIGGER ranking_changes_orders ON orders;--> statement-breakpoint
CREATE TRIGGER ranking_changes_orders AFTER UPDATE OF facility_id, deleted_at, start_date, end_date ON orders FOR EACH ROW
  WHEN ((OLD.facility_id, OLD.deleted_at, OLD.start_date, OLD.end_date) IS DISTINCT FROM (NEW.facility_id, NEW.deleted_at, NEW.start_date, NEW.end_date))
  EXECUTE FUNCTION ranking_changes_note_order();--> statement-breakpoint
CREATE FUNCTION ranking_changes_note_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ranking_changes (employee_id) VALUES ('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ranking_changes_facility_directory AFTER INSERT OR UPDATE OR DELETE ON facility_directory FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note_everyone();--> statement-breakpoint
CREATE TRIGGER ranking_changes_contract_replica AFTER INSERT OR UPDATE OR DELETE ON contract_replica FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note_everyone();--> statement-breakpoint
CREATE TRIGGER ranking_changes_client_replica AFTER INSERT OR UPDATE OR DELETE ON client_replica FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note_everyone();--> statement-breakpoint
CREATE TRIGGER ranking_changes_value_lists AFTER INSERT OR UPDATE OR DELETE ON value_lists FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note_everyone();--> statement-breakpoint
CREATE TRIGGER ranking_changes_severities AFTER INSERT OR UPDATE OR DELETE ON assignment_validation_settings FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note_everyone();
