CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"number" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" text DEFAULT 'Draft' NOT NULL,
	"signed_on" date,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "contracts_valid_range" CHECK ("contracts"."valid_to" is null or "contracts"."valid_to" >= "contracts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "crm_status_replica" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"active" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parked_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consumer" text NOT NULL,
	"subject" text NOT NULL,
	"reason" text NOT NULL,
	"payload" text NOT NULL,
	"parked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "facilities_name_id_idx";--> statement-breakpoint
DROP INDEX "facilities_crm_status_idx";--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (translate(lower(name), 'ÄÖÜäöüßáàâéèêëíìîïóòôúùûçñ', 'aouaousaaaeeeeiiiiooouuucn')) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_unique" ON "contracts" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "contracts_facility_idx" ON "contracts" USING btree ("facility_id","valid_from");--> statement-breakpoint
CREATE INDEX "contracts_valid_from_idx" ON "contracts" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "contracts_deleted_at_idx" ON "contracts" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "parked_events_consumer_idx" ON "parked_events" USING btree ("consumer","parked_at");--> statement-breakpoint
CREATE INDEX "facilities_sort_name_id_idx" ON "facilities" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "facilities_crm_status_idx" ON "facilities" USING btree ("crm_status","sort_name","id");