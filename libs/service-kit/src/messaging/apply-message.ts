import { and, eq } from 'drizzle-orm';
import { eventEnvelopeSchema, type EventEnvelope } from '@cs/contracts';
import type { Tx } from '../db';
import type { Logger } from '../logger';
import { safeMessage } from '../error-serializer';
import { inbox } from '../outbox/tables';
import { resolve, type EventHandlers } from './event-handlers';
import { parkEvent, type ParkedEventRow } from './parked-events';

export type Outcome = 'applied' | 'duplicate' | 'ignored' | 'parked' | 'malformed';
export type ReplayResult = { ok: true; outcome: 'applied' | 'ignored' } | { ok: false; reason: string };

export interface ApplyContext {
  durable: string;
  stream: string;
  events: EventHandlers;
  log: Logger;
}

/** The message and its causes (a driver's error under drizzle's), reasons are stored and logged without input values (docs/platform.md, Logging). */
function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error && parts.length < 5; e = e.cause) parts.push(safeMessage(e.message));
  return parts.length ? parts.join(' ← ').slice(0, 2000) : 'unknown failure';
}

export type ParsedMessage = { envelope: EventEnvelope } | { reason: string };

function parseEnvelope(raw: string): ParsedMessage {
  try {
    return { envelope: eventEnvelopeSchema.parse(JSON.parse(raw)) as EventEnvelope };
  } catch (error) {
    return { reason: reasonOf(error) };
  }
}

/** The per-consumer steps shared by delivery and replay. */
export function applier(ctx: ApplyContext) {
  const { durable, stream, events, log } = ctx;
  const claim = async (tx: Tx, eventId: string) =>
    (await tx.insert(inbox).values({ consumer: durable, eventId }).onConflictDoNothing().returning({ eventId: inbox.eventId })).length > 0;

  return {
    reasonOf,
    /** A raw message read as an envelope, or why it is not one (read once per delivery: the span needs its trace first). */
    parse: parseEnvelope,
    /** The envelope of a raw message if it is one (for the parked row's subject and event id). */
    peek(raw: string): EventEnvelope | null {
      const parsed = parseEnvelope(raw);
      return 'envelope' in parsed ? parsed.envelope : null;
    },
    /** One delivery inside its transaction: inbox row, then the effect, or a parked row with the reason. */
    async apply(tx: Tx, raw: string, subject: string, parsed: ParsedMessage = parseEnvelope(raw)): Promise<Outcome> {
      if ('reason' in parsed) {
        log.error({ subject, reason: parsed.reason }, 'malformed event parked');
        await parkEvent(tx, { consumer: durable, stream, subject, reason: parsed.reason, payload: raw });
        return 'malformed';
      }
      const { envelope } = parsed;
      if (!(await claim(tx, envelope.id))) return 'duplicate';
      const resolution = resolve(events, envelope);
      if (resolution.kind === 'ignore') return 'ignored';
      if (resolution.kind === 'park') {
        log.error({ eventId: envelope.id, type: envelope.type, version: envelope.version, reason: reasonOf(new Error(resolution.reason)) }, 'event parked');
        await parkEvent(tx, { consumer: durable, stream, subject: envelope.type, eventId: envelope.id, reason: resolution.reason, payload: raw });
        return 'parked';
      }
      await resolution.handler.handle(tx, resolution.event);
      return 'applied';
    },
    /**
     * A parked row applied again, inside the caller's transaction (which also marks the row
     * replayed). Its inbox row, if parking wrote one, is replaced: the event had no effect then.
     */
    async replay(tx: Tx, row: ParkedEventRow): Promise<ReplayResult> {
      const parsed = parseEnvelope(row.payload);
      if ('reason' in parsed) return { ok: false, reason: parsed.reason };
      const resolution = resolve(events, parsed.envelope);
      if (resolution.kind === 'park') return { ok: false, reason: resolution.reason };
      await tx.delete(inbox).where(and(eq(inbox.consumer, durable), eq(inbox.eventId, parsed.envelope.id)));
      await claim(tx, parsed.envelope.id);
      if (resolution.kind === 'ignore') return { ok: true, outcome: 'ignored' };
      await resolution.handler.handle(tx, resolution.event);
      return { ok: true, outcome: 'applied' };
    },
  };
}
