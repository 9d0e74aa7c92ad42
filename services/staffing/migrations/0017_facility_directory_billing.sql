ALTER TABLE "facility_directory" ADD COLUMN "billing_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "meal_allowance_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "night_surcharge_percent" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "sunday_surcharge_percent" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "holiday_surcharge_percent" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "night_window_start" text DEFAULT '23:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "night_window_end" text DEFAULT '06:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "qualification_billing_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;