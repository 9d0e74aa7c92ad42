-- One parked_events shape in every service (libs/service-kit/src/messaging/parked-events.ts).
ALTER TABLE "parked_events" ADD COLUMN "stream" text DEFAULT 'STAFFING' NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_events" ALTER COLUMN "stream" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_events" ADD COLUMN "replayed_at" timestamp with time zone;
