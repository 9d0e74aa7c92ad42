ALTER TABLE "client_replica" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "client_replica" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "facility_directory" ADD COLUMN "buyer_reference" text;