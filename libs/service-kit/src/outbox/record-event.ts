import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { subjectOf, type Actor, type EventEnvelope, type FieldChange } from '@cs/contracts';
import type { Queryable } from '../db';
import { preparedStatement } from '../queries';
import { eventCreated } from '../tracing/message-spans';

export interface NewEvent<D> {
  type: string;
  version?: number;
  actor: Actor;
  subject: { type: string; id: string; label?: string };
  data: D;
  changes?: FieldChange[];
  correlationId?: string | null;
}

/**
 * Appends an event to the outbox inside the caller's transaction; the relay publishes it after
 * commit. Recorded while a span is active (a request, an event, a job), it carries the trace on
 * (`traceparent`, tracing/message-spans.ts).
 */
export async function recordEvent<D extends Record<string, unknown>>(tx: Queryable, event: NewEvent<D>): Promise<EventEnvelope<D>> {
  const id = uuidv7();
  const version = event.version ?? 1;
  const subject = subjectOf({ type: event.type, version });
  const traceparent = eventCreated(subject, id);
  const envelope: EventEnvelope<D> = {
    id,
    type: event.type,
    version,
    occurredAt: new Date().toISOString(),
    actor: event.actor,
    subject: event.subject,
    data: event.data,
    changes: event.changes,
    correlationId: event.correlationId ?? null,
    ...(traceparent === undefined ? {} : { traceparent }),
  };
  await insertEvent(tx).execute({ id, subject, payload: JSON.stringify(envelope) });
  return envelope;
}

/** Prepared once per connection: every change of every service writes it (drizzle's builder cost more than the insert). */
const insertEvent = preparedStatement(
  'outbox_insert',
  sql`insert into outbox (id, subject, payload) values (${sql.placeholder('id')}::uuid, ${sql.placeholder('subject')}, ${sql.placeholder('payload')}::jsonb)`,
);

/** Field-level changes between two snapshots; `omit` names fields that must never be recorded. */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, omit: string[] = []): FieldChange[] {
  const ignore = new Set(['version', 'createdAt', 'updatedAt', ...omit]);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of keys) {
    if (ignore.has(field)) continue;
    const a = before?.[field] ?? null;
    const b = after?.[field] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field, before: a, after: b });
  }
  return changes;
}
