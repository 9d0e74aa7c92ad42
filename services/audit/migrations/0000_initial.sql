CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"event_type" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correlation_id" text
);
--> statement-breakpoint
CREATE TABLE "inbox" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "parked_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stream" text NOT NULL,
	"subject" text NOT NULL,
	"payload" text NOT NULL,
	"reason" text NOT NULL,
	"parked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash_items" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"label" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by_id" text,
	"deleted_by_name" text,
	"event_id" uuid NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trash_items_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_id","entity_type","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_entity_type_idx" ON "audit_entries" USING btree ("entity_type","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_time_idx" ON "audit_entries" USING btree ("occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "parked_events_parked_at_idx" ON "parked_events" USING btree ("parked_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trash_items_deleted_idx" ON "trash_items" USING btree ("deleted_at" DESC NULLS FIRST,"type","id");--> statement-breakpoint
CREATE INDEX "trash_items_type_deleted_idx" ON "trash_items" USING btree ("type","deleted_at" DESC NULLS FIRST,"id");