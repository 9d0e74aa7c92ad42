CREATE TABLE "invoice_claims" (
	"assignment_id" uuid NOT NULL,
	"date" date NOT NULL,
	"position" smallint NOT NULL,
	"invoice_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	CONSTRAINT "invoice_claims_pkey" PRIMARY KEY("assignment_id","date","position")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"employee_id" uuid,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"quantity" numeric(14, 4) NOT NULL,
	"unit_code" text NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "invoice_lines_pkey" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_seller" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"country_code" text DEFAULT 'DE' NOT NULL,
	"vat_id" text,
	"tax_number" text,
	"iban" text,
	"bic" text,
	"email" text,
	"phone" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"vat_percent" numeric(5, 2) DEFAULT '19.00' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_seller_singleton" CHECK ("invoice_seller"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type_code" text DEFAULT '380' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"number_year" integer,
	"facility_id" uuid,
	"client_id" uuid,
	"buyer" jsonb NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issue_date" date,
	"due_date" date,
	"vat_percent" numeric(5, 2) NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"seller" jsonb,
	"timesheet_ids" uuid[],
	"cancels_id" uuid,
	"cancelled_by_id" uuid,
	"note" text,
	"issued_at" timestamp with time zone,
	"issued_by_user_id" text,
	"issued_by_name" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" text,
	"cancelled_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_state_known" CHECK ("invoices"."state" in ('draft', 'issued', 'cancelled')),
	CONSTRAINT "invoices_type_known" CHECK ("invoices"."type_code" in ('380', '384')),
	CONSTRAINT "invoices_one_buyer" CHECK (("invoices"."facility_id" is null) <> ("invoices"."client_id" is null)),
	CONSTRAINT "invoices_numbered_once_issued" CHECK (("invoices"."state" = 'draft') = ("invoices"."number" is null)),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."gross_cents" = "invoices"."net_cents" + "invoices"."vat_cents")
);
--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD CONSTRAINT "invoice_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_claims_invoice_idx" ON "invoice_claims" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancels_key" ON "invoices" USING btree ("cancels_id");--> statement-breakpoint
CREATE INDEX "invoices_facility_idx" ON "invoices" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_year_idx" ON "invoices" USING btree ("number_year","number");--> statement-breakpoint
-- The seller data is one row from the start: GET answers it (empty but for the defaults) before anyone sets it.
INSERT INTO "invoice_seller" ("id") VALUES (1) ON CONFLICT DO NOTHING;
