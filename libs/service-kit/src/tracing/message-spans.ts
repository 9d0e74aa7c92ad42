import { activeSpan } from './current-span';
import type { Span, Tracer } from './tracer';
import { formatTraceparent, parseTraceparent } from './traceparent';

/**
 * The spans of an event, named and described as OpenTelemetry's messaging conventions ask: `create`
 * when it is recorded in the outbox, `publish` when the relay hands it to JetStream, `process` when a
 * consumer applies it. The envelope's `traceparent` is the creation's context, so the relay's
 * publish and every consumer's processing are its children — across services and however late.
 */
const messaging = (operation: string, subject: string, eventId: string) => ({
  'messaging.system': 'nats',
  'messaging.operation.type': operation,
  'messaging.destination.name': subject,
  'messaging.message.id': eventId,
});

/**
 * The `traceparent` of an event recorded now: a producer span (`create <subject>`, ended at once)
 * below the active span — the request or event being handled, the job running. None outside a span.
 */
export function eventCreated(subject: string, eventId: string): string | undefined {
  const parent = activeSpan();
  if (parent === undefined) return undefined;
  const { tracer } = parent;
  const span = tracer.startSpan(`create ${subject}`, { kind: 'producer', parent, attributes: tracer.exporting ? messaging('create', subject, eventId) : undefined });
  span.end();
  return formatTraceparent(span.context);
}

/** The creation context an envelope carries (anything that is not a valid `traceparent` is ignored). */
export const creationOf = (envelope: unknown) => parseTraceparent((envelope as { traceparent?: unknown } | null)?.traceparent);

/** The relay's span around one JetStream publish (`publish <subject>`), below the event's creation; none for an event without one. */
export function publishSpan(tracer: Tracer, subject: string, eventId: string, envelope: unknown): Span | undefined {
  const parent = creationOf(envelope);
  if (parent === undefined) return undefined;
  return tracer.startSpan(`publish ${subject}`, { kind: 'client', parent, attributes: messaging('send', subject, eventId) });
}

/** A consumer's span around applying one event (`process <subject>`): a child of the event's creation, or a new trace when it carries none. */
export function processSpan(tracer: Tracer, durable: string, subject: string, envelope: unknown, eventId: string | undefined): Span {
  const attributes = tracer.exporting ? { ...messaging('process', subject, eventId ?? ''), 'messaging.consumer.group.name': durable } : undefined;
  return tracer.startSpan(`process ${subject}`, { kind: 'consumer', parent: creationOf(envelope), attributes });
}
