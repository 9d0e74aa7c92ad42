CREATE TABLE "payroll_export_lines" (
	"export_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"personnel_number" text,
	"worked_minutes" integer NOT NULL,
	"regular_minutes" integer NOT NULL,
	"night_minutes" integer NOT NULL,
	"sunday_minutes" integer NOT NULL,
	"holiday_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"working_days" integer NOT NULL,
	"meal_allowance_days" integer NOT NULL,
	CONSTRAINT "payroll_export_lines_pkey" PRIMARY KEY("export_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_export_timesheets" (
	"export_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"assignment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"since_previous_run" text NOT NULL,
	CONSTRAINT "payroll_export_timesheets_pkey" PRIMARY KEY("export_id","timesheet_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"run_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by_name" text,
	"consultant_number" text,
	"client_number" text,
	"wage_types" jsonb NOT NULL,
	"night_start" text NOT NULL,
	"night_end" text NOT NULL,
	"employee_count" integer NOT NULL,
	"timesheet_count" integer NOT NULL,
	"new_or_changed_count" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"regular_minutes" integer NOT NULL,
	"night_minutes" integer NOT NULL,
	"sunday_minutes" integer NOT NULL,
	"holiday_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"working_days" integer NOT NULL,
	"meal_allowance_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"consultant_number" text,
	"client_number" text,
	"wage_types" jsonb NOT NULL,
	"night_start" text NOT NULL,
	"night_end" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_singleton" CHECK ("payroll_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "personnel_number" text;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD CONSTRAINT "payroll_export_lines_export_id_payroll_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payroll_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_timesheets" ADD CONSTRAINT "payroll_export_timesheets_export_id_payroll_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payroll_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_export_timesheets_assignment_idx" ON "payroll_export_timesheets" USING btree ("export_id","assignment_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_exports_month_run_idx" ON "payroll_exports" USING btree ("month","run_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_personnel_number_idx" ON "employees" USING btree ("personnel_number") WHERE deleted_at is null;