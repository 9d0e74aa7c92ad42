CREATE TABLE "ranking_changes" (
	"changed_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"employee_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_changes_purged" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"up_to_xid" bigint NOT NULL,
	CONSTRAINT "ranking_changes_purged_singleton" CHECK ("ranking_changes_purged"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "ranking_changes_changed_xid_idx" ON "ranking_changes" USING btree ("changed_xid");--> statement-breakpoint
INSERT INTO "ranking_changes_purged" ("id", "up_to_xid") VALUES (1, 0);--> statement-breakpoint
-- An entry per employee of the statement's rows (TG_ARGV[0] names the employee column), so every
-- write path — the service's, another process's, a migration's — marks what the candidates' ranking
-- reads of them (src/candidates/ranking.repo.ts). Statement triggers with transition tables: one
-- insert per statement, however many rows it touched.
CREATE FUNCTION ranking_changes_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO ranking_changes (employee_id) SELECT DISTINCT %I FROM new_rows', TG_ARGV[0]);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('INSERT INTO ranking_changes (employee_id) SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows', TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO ranking_changes (employee_id) SELECT DISTINCT %I FROM old_rows', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The three statement triggers (insert, update, delete) that note the employees of `tbl`'s rows.
CREATE FUNCTION ranking_changes_watch(tbl text, employee_column text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note(%L)', 'ranking_changes_' || tbl || '_inserted', tbl, employee_column);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note(%L)', 'ranking_changes_' || tbl || '_updated', tbl, employee_column);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ranking_changes_note(%L)', 'ranking_changes_' || tbl || '_deleted', tbl, employee_column);
END $$;--> statement-breakpoint
SELECT ranking_changes_watch('employees', 'id');--> statement-breakpoint
SELECT ranking_changes_watch(t, 'employee_id') FROM unnest(ARRAY['assignments', 'duty_weeks', 'employee_availability', 'employee_distances', 'employee_facility_preferences']) AS t;--> statement-breakpoint
-- Moving or trashing an order changes the earlier assignments at a facility of everyone on it (live assignments only count).
CREATE FUNCTION ranking_changes_note_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ranking_changes (employee_id) SELECT DISTINCT a.employee_id FROM assignments a WHERE a.order_id = NEW.id AND a.deleted_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ranking_changes_orders AFTER UPDATE OF facility_id, deleted_at ON orders FOR EACH ROW
  WHEN (OLD.facility_id IS DISTINCT FROM NEW.facility_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION ranking_changes_note_order();
