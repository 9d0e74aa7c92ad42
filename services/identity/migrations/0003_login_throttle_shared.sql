CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_known_addresses" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_addresses_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE INDEX "login_failures_window_ends_idx" ON "login_failures" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "login_known_addresses_last_success_idx" ON "login_known_addresses" USING btree ("last_success_at");