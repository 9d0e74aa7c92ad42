CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "assignment_validation_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"qualification" text NOT NULL,
	"availability" text NOT NULL,
	"working_hours" text NOT NULL,
	"overlap" text NOT NULL,
	"contract_coverage" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_validation_settings_singleton" CHECK ("assignment_validation_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours_per_day" numeric(4, 2) NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "contract_replica" (
	"id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"status" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"deleted" boolean DEFAULT false NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"entry_date" date NOT NULL,
	"exit_date" date,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekly_hours" numeric(5, 2),
	"street" text,
	"postal_code" text,
	"city" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'
' || coalesce(city, '') || E'
' || coalesce(email, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "facility_directory" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"travel_cost_mode" text,
	"travel_cost_rate" numeric(12, 2),
	"travel_cost_per_km" numeric(12, 2),
	"source_version" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"required_qualification" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"shift_start" time,
	"shift_end" time,
	"hours_per_day" numeric(4, 2) NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
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
CREATE TABLE "parked_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"consumer" text NOT NULL,
	"subject" text NOT NULL,
	"reason" text NOT NULL,
	"payload" text NOT NULL,
	"parked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"list_key" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"rank" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "value_lists_list_code_key" UNIQUE("list_key","code")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_employee_range_idx" ON "absences" USING btree ("employee_id","start_date","end_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "absences_start_idx" ON "absences" USING btree ("start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "absences_deleted_idx" ON "absences" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "assignments_employee_range_idx" ON "assignments" USING btree ("employee_id","start_date","end_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assignments_order_idx" ON "assignments" USING btree ("order_id","start_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assignments_start_idx" ON "assignments" USING btree ("start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assignments_deleted_idx" ON "assignments" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "contract_replica_facility_idx" ON "contract_replica" USING btree ("facility_id") WHERE not deleted;--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("last_name","first_name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_deleted_idx" ON "employees" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "orders_start_idx" ON "orders" USING btree ("start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "orders_facility_idx" ON "orders" USING btree ("facility_id","start_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "orders_deleted_idx" ON "orders" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "outbox" USING btree ("seq") WHERE published_at is null;