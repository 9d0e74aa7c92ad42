CREATE TABLE "client_replica" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_form" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE INDEX "facility_directory_client_idx" ON "facility_directory" USING btree ("client_id");