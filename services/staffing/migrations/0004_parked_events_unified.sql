-- One parked_events shape in every service (libs/service-kit/src/messaging/parked-events.ts).
ALTER TABLE "parked_events" ADD COLUMN "stream" text DEFAULT 'FACILITIES' NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_events" ALTER COLUMN "stream" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_events" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "parked_events" DROP COLUMN "seq";--> statement-breakpoint
ALTER TABLE "parked_events" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "replayed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "parked_events_consumer_idx" ON "parked_events" USING btree ("consumer","parked_at");
