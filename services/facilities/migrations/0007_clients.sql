CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_form" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"notes" text,
	"collective_agreement_note" text,
	"sort_name" text GENERATED ALWAYS AS (translate(lower(name), 'ÄÖÜäöüßáàâéèêëíìîïóòôúùûçñ', 'aouaousaaaeeeeiiiiooouuucn')) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE INDEX "clients_sort_name_id_idx" ON "clients" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "clients_deleted_at_idx" ON "clients" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_client_idx" ON "facilities" USING btree ("client_id");