-- The answers to POSTs sent with an Idempotency-Key (libs/service-kit/src/idempotency/): a repeat
-- of the same key by the same caller gets the stored answer instead of doing the work again.
-- `status` is null while the first request is in progress. Rows expire after a day and are purged
-- by a periodic job. Idempotent, like 0000.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"request_digest" text NOT NULL,
	"status" integer,
	"headers" jsonb,
	"body" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	PRIMARY KEY ("caller", "key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_at" ON "idempotency_keys" ("created_at");
