-- The kit's own migration for the outbox relay, applied after the service's migrations (which
-- create "outbox" from the shared table definition). Idempotent on purpose: a service migration
-- generated later never repeats these statements (they are not in the drizzle schema services export).
-- A database without an outbox (a kit test's) gets only the lease table.
ALTER TABLE IF EXISTS "outbox" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE IF EXISTS "outbox" ADD COLUMN IF NOT EXISTS "last_error" text;--> statement-breakpoint
ALTER TABLE IF EXISTS "outbox" ADD COLUMN IF NOT EXISTS "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "outbox_relay_lease" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"holder" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
