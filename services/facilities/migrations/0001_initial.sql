CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"phone" text,
	"email" text,
	"contact_person" text,
	"notes" text,
	"crm_status" text,
	"billing_rate" numeric(12, 2),
	"travel_cost_rate" numeric(12, 2),
	"meal_allowance_rate" numeric(12, 2),
	"travel_cost_mode" text DEFAULT 'Pauschale' NOT NULL,
	"travel_cost_per_km" numeric(12, 2) DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || E'
' || coalesce(street, '') || E'
' || coalesce(postal_code, '') || E'
' || coalesce(city, '') || E'
' || coalesce(contact_person, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "facilities_name_id_idx" ON "facilities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "facilities_crm_status_idx" ON "facilities" USING btree ("crm_status","name","id");--> statement-breakpoint
CREATE INDEX "facilities_search_trgm_idx" ON "facilities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "outbox" USING btree ("seq") WHERE published_at is null;