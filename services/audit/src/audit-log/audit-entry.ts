import type { EventEnvelope, FieldChange } from '@cs/contracts';
import type { AuditEntryResponse } from '@cs/contracts/http/audit';
import { auditEntries } from '../schema';

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;

/** Field names that never reach the audit log, whatever a producer sends. */
const SECRET = /password|secret|token|hash/i;

/** Drops secret-named keys at any depth of a changed value. */
function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET.test(key)).map(([key, v]) => [key, scrub(v)]));
}

/** Field changes without secrets: a secret-named field is dropped, secret-named keys inside values too. */
export function withoutSecrets(changes: FieldChange[] = []): FieldChange[] {
  return changes
    .filter((change) => !SECRET.test(change.field))
    .map((change) => ({ field: change.field, before: scrub(change.before ?? null), after: scrub(change.after ?? null) }));
}

/** The verb of an event type: `facilities.facility.updated` → `updated`. */
export const actionOf = (eventType: string) => eventType.slice(eventType.lastIndexOf('.') + 1);

/** One event → its audit entry (the entry id is the event id). */
export function toAuditEntry(event: EventEnvelope): NewAuditEntry {
  return {
    id: event.id,
    occurredAt: new Date(event.occurredAt),
    actorId: event.actor.userId,
    actorName: event.actor.displayName ?? null,
    entityType: event.subject.type,
    entityId: event.subject.id,
    entityLabel: event.subject.label ?? null,
    action: actionOf(event.type),
    eventType: event.type,
    changes: withoutSecrets(event.changes),
    correlationId: event.correlationId ?? null,
  };
}

export function toAuditEntryResponse(row: AuditEntryRow): AuditEntryResponse {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    action: row.action,
    eventType: row.eventType,
    changes: row.changes,
    correlationId: row.correlationId,
  };
}
