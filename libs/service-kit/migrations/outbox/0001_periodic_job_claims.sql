-- Which process runs a periodic job (trash retention, …) in the current interval: several
-- processes of a service share one database, and a job runs in one of them per interval
-- (libs/service-kit/src/periodic-claim.ts). Idempotent, like 0000.
CREATE TABLE IF NOT EXISTS "periodic_job_claims" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
