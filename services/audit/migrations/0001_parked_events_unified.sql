-- One parked_events shape in every service (libs/service-kit/src/messaging/parked-events.ts).
ALTER TABLE "parked_events" ADD COLUMN "consumer" text DEFAULT 'audit-all' NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_events" ALTER COLUMN "consumer" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "parked_events_parked_at_idx";--> statement-breakpoint
CREATE INDEX "parked_events_consumer_idx" ON "parked_events" USING btree ("consumer","parked_at");--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "replayed_at" timestamp with time zone;
