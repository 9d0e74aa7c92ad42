ALTER TABLE "facility_directory" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "contact_person" text;