CREATE TABLE "timesheet_rows" (
	"timesheet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"position" smallint NOT NULL,
	"planned_start" time,
	"planned_end" time,
	"planned_break_minutes" smallint,
	"actual_start" timestamp,
	"actual_end" timestamp,
	"actual_break_minutes" smallint,
	"comment" text,
	"dispute_comment" text,
	CONSTRAINT "timesheet_rows_pkey" PRIMARY KEY("timesheet_id","date","position"),
	CONSTRAINT "timesheet_rows_actual_together" CHECK (("timesheet_rows"."actual_start" is null) = ("timesheet_rows"."actual_end" is null) and ("timesheet_rows"."actual_start" is null) = ("timesheet_rows"."actual_break_minutes" is null)),
	CONSTRAINT "timesheet_rows_actual_order" CHECK ("timesheet_rows"."actual_end" > "timesheet_rows"."actual_start")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"previous_id" uuid,
	"superseded_by_id" uuid,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" text,
	"submitted_by_name" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_id" text,
	"confirmed_by_name" text,
	"disputed_at" timestamp with time zone,
	"disputed_by_id" text,
	"disputed_by_name" text,
	"dispute_comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_state_known" CHECK ("timesheets"."state" in ('open', 'submitted', 'confirmed', 'disputed'))
);
--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_assignment_week_revision_idx" ON "timesheets" USING btree ("assignment_id","week_start","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_current_idx" ON "timesheets" USING btree ("assignment_id","week_start") WHERE superseded_by_id is null;--> statement-breakpoint
CREATE INDEX "timesheets_week_idx" ON "timesheets" USING btree ("week_start","facility_id");--> statement-breakpoint
CREATE INDEX "timesheets_employee_week_idx" ON "timesheets" USING btree ("employee_id","week_start");