CREATE TABLE "lending_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lending_history_range" CHECK ("lending_history"."from_date" <= "lending_history"."to_date"),
	CONSTRAINT "lending_history_source_known" CHECK ("lending_history"."source" in ('otherAgency', 'beforeThisSystem', 'employedByClient'))
);
--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "max_lending_months" integer;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "max_lending_months_note" text;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "equal_pay_months" integer;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "equal_pay_note" text;--> statement-breakpoint
ALTER TABLE "lending_history" ADD CONSTRAINT "lending_history_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lending_history_employee_idx" ON "lending_history" USING btree ("employee_id","from_date");--> statement-breakpoint
CREATE INDEX "lending_history_party_idx" ON "lending_history" USING btree ("party_id");