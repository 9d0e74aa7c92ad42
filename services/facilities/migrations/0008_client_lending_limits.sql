ALTER TABLE "clients" ADD COLUMN "max_lending_months" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "max_lending_months_note" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "equal_pay_months" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "equal_pay_note" text;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_max_lending_months_noted" CHECK (("clients"."max_lending_months" is null) = ("clients"."max_lending_months_note" is null));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_equal_pay_months_noted" CHECK (("clients"."equal_pay_months" is null) = ("clients"."equal_pay_note" is null));