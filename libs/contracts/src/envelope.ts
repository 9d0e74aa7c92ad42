import { z } from 'zod';

/** A field-level change: before → after. Secrets never appear here. */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const actorSchema = z.object({
  userId: z.string().nullable(),
  displayName: z.string().nullable().optional(),
  employeeId: z.string().nullable().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

/** `<context>.<aggregate>.<past-tense-verb>`, e.g. `facilities.facility.updated`. */
export const eventTypeSchema = z.string().regex(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);

export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: eventTypeSchema,
  version: z.number().int().positive(),
  occurredAt: z.string().datetime({ offset: true }),
  actor: actorSchema,
  /**
   * The record the event is about. `label`: its display name at the time of the change ("Haus Sonne",
   * "Müller, Anna"), for people reading the audit log; optional (older events and system events have none).
   */
  subject: z.object({ type: z.string(), id: z.string(), label: z.string().optional() }),
  data: z.record(z.string(), z.unknown()),
  changes: z.array(fieldChangeSchema).optional(),
  correlationId: z.string().nullable().optional(),
  /**
   * W3C Trace Context `traceparent` of the event's creation (the request or event that caused it):
   * consumers continue that trace (docs/operations.md, "Traces"). Optional — events written before
   * it, and events recorded outside any span, have none — and never a reason to refuse an event: a
   * value that is not a valid `traceparent` is ignored by the consumer, which starts a new trace.
   */
  traceparent: z.string().max(512).optional(),
});
export type EventEnvelope<D = Record<string, unknown>> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: D };

/** NATS subject of an event: `<type>.v<version>`. */
export const subjectOf = (event: Pick<EventEnvelope, 'type' | 'version'>) => `${event.type}.v${event.version}`;

/** One JetStream stream per producing context. Producers and consumers both ensure it exists. */
export const streams = {
  identity: { name: 'IDENTITY', subjects: ['identity.>'] },
  facilities: { name: 'FACILITIES', subjects: ['facilities.>'] },
  staffing: { name: 'STAFFING', subjects: ['staffing.>'] },
} as const;
export type StreamName = keyof typeof streams;
