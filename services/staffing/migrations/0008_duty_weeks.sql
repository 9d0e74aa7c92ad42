-- Issue 13: the employees' duties summed per ISO week (docs/working-time-rules.md, "What a check
-- reads"). Empty here: the week sums need the planning time zone's real elapsed minutes, which the
-- service computes (Temporal) — at start it finds no duty_weeks_zone row and sums the existing duties.
CREATE TABLE "duty_weeks" (
	"employee_id" uuid NOT NULL,
	"monday" date NOT NULL,
	"net_minutes" integer NOT NULL,
	"starts" smallint[] NOT NULL,
	"busy" smallint[] NOT NULL,
	CONSTRAINT "duty_weeks_pkey" PRIMARY KEY("employee_id","monday")
);
--> statement-breakpoint
CREATE TABLE "duty_weeks_zone" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "duty_weeks_zone_singleton" CHECK ("duty_weeks_zone"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "duty_weeks" ADD CONSTRAINT "duty_weeks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;