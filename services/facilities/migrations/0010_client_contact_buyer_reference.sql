ALTER TABLE "clients" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "buyer_reference" text;