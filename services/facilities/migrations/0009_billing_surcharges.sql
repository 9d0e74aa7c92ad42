ALTER TABLE "facilities" ADD COLUMN "night_surcharge_percent" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "sunday_surcharge_percent" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "holiday_surcharge_percent" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "night_window_start" text DEFAULT '23:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "night_window_end" text DEFAULT '06:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "qualification_billing_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_night_window" CHECK ("facilities"."night_window_start" <> "facilities"."night_window_end");