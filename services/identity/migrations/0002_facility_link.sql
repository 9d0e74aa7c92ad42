CREATE TABLE "facility_replica" (
	"id" uuid PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "facility_id" uuid;--> statement-breakpoint
CREATE INDEX "users_facility_idx" ON "users" USING btree ("facility_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_one_link" CHECK (employee_id is null or facility_id is null);