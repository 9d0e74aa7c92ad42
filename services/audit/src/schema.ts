import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FieldChange } from '@cs/contracts';
export { outbox, inbox } from '@cs/service-kit/outbox/tables';

/**
 * One immutable row per event, keyed by the event id. Read newest first, filtered by entity, actor
 * or time; each filter has an index that also serves the order (occurred_at desc, id desc). The
 * entity index leads with entity_id so that it also serves a filter by id alone.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The record's display name at the time of the change (`subject.label`); null for events without one. */
    entityLabel: text('entity_label'),
    action: text('action').notNull(),
    eventType: text('event_type').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default(sql`'[]'::jsonb`),
    correlationId: text('correlation_id'),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entityId, t.entityType, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_entity_type_idx').on(t.entityType, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_actor_idx').on(t.actorId, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_time_idx').on(t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Soft-deleted records of every service, built from `*.deleted` and removed on `*.restored` / `*.purged`. */
export const trashItems = pgTable(
  'trash_items',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    label: text('label').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    deletedById: text('deleted_by_id'),
    deletedByName: text('deleted_by_name'),
    /** The deleting event: its id, and its time for ordering against restore/purge events. */
    eventId: uuid('event_id').notNull(),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('trash_items_deleted_idx').on(t.deletedAt.desc().nullsFirst(), t.type, t.id),
    index('trash_items_type_deleted_idx').on(t.type, t.deletedAt.desc().nullsFirst(), t.id),
  ],
);

/** Events audit could not apply (one shape in every service: the kit's table). */
export { parkedEvents } from '@cs/service-kit/messaging/parked-events';
