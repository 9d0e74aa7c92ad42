-- Issue 13: orders get a shift pattern, assignments get duties (Dienste). See docs/staffing.md.
ALTER TABLE "orders" ADD COLUMN "shift_pattern" jsonb;--> statement-breakpoint
-- Existing orders with shift times: that shift every day, no break recorded.
UPDATE "orders" SET "shift_pattern" = jsonb_build_object(
  'weekdays', jsonb_build_object('mon', s.shift, 'tue', s.shift, 'wed', s.shift, 'thu', s.shift, 'fri', s.shift, 'sat', s.shift, 'sun', s.shift),
  'exceptions', '{}'::jsonb)
FROM (SELECT "id", jsonb_build_object('start', to_char("shift_start", 'HH24:MI'), 'end', to_char("shift_end", 'HH24:MI'), 'breakMinutes', 0) AS shift
      FROM "orders" WHERE "shift_start" IS NOT NULL AND "shift_end" IS NOT NULL) s
WHERE "orders"."id" = s."id";--> statement-breakpoint
CREATE TABLE "duties" (
	"assignment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"start" time,
	"end" time,
	"break_minutes" smallint,
	CONSTRAINT "duties_pkey" PRIMARY KEY("assignment_id","date","position"),
	CONSTRAINT "duties_times_together" CHECK (("start" IS NULL) = ("end" IS NULL))
);--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duties_employee_date_idx" ON "duties" USING btree ("employee_id","date");--> statement-breakpoint
-- Existing assignments: a duty on every day of their range, with the order's shift times (none → untimed).
INSERT INTO "duties" ("assignment_id", "employee_id", "date", "start", "end", "break_minutes")
SELECT a."id", a."employee_id", d::date, o."shift_start", o."shift_end", CASE WHEN o."shift_start" IS NULL THEN NULL ELSE 0 END
FROM "assignments" a JOIN "orders" o ON o."id" = a."order_id",
     generate_series(a."start_date"::timestamp, a."end_date"::timestamp, interval '1 day') d;
--> statement-breakpoint
-- Per-rule severities (rule code → Warning | Error); a rule without one takes its check family's.
ALTER TABLE "assignment_validation_settings" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;
