CREATE TABLE "employee_distances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"km" numeric(5, 1) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_distances_pair_key" UNIQUE("employee_id","facility_id"),
	CONSTRAINT "employee_distances_km_positive" CHECK ("employee_distances"."km" > 0)
);
--> statement-breakpoint
CREATE TABLE "markers" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_distances" ADD CONSTRAINT "employee_distances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_distances_facility_idx" ON "employee_distances" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "facility_directory_name_idx" ON "facility_directory" USING btree (lower("name"),"id");