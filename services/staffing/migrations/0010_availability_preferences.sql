-- Employees' availability per day and clients' wishes per facility and employee (docs/staffing.md).
CREATE TABLE "employee_availability" (
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"shifts" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	"updated_by_name" text,
	CONSTRAINT "employee_availability_pkey" PRIMARY KEY("employee_id","date"),
	CONSTRAINT "employee_availability_status_known" CHECK ("employee_availability"."status" in ('available', 'unavailable', 'preferNot')),
	CONSTRAINT "employee_availability_shifts_known" CHECK ("employee_availability"."shifts" <@ array['early', 'late', 'night']::text[])
);
--> statement-breakpoint
CREATE TABLE "employee_facility_preferences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"preference" text NOT NULL,
	"reason" text,
	"created_by_id" text,
	"created_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_facility_preferences_pair_key" UNIQUE("employee_id","facility_id"),
	CONSTRAINT "employee_facility_preferences_known" CHECK ("employee_facility_preferences"."preference" in ('blocked', 'preferred')),
	CONSTRAINT "employee_facility_preferences_block_reason" CHECK ("employee_facility_preferences"."preference" <> 'blocked' or coalesce("employee_facility_preferences"."reason", '') <> '')
);
--> statement-breakpoint
ALTER TABLE "employee_availability" ADD CONSTRAINT "employee_availability_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_facility_preferences" ADD CONSTRAINT "employee_facility_preferences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_facility_preferences_facility_idx" ON "employee_facility_preferences" USING btree ("facility_id");