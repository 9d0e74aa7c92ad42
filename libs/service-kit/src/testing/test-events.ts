import { and, asc, like, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { streams, subjectOf, type EventEnvelope } from '@cs/contracts';
import type { Db } from '../db';
import { createLogger } from '../logger';
import { connectBus, ensureStream, type Bus } from '../messaging/bus';
import { outbox } from '../outbox/tables';

type Stream = { name: string; subjects: readonly string[] };

/** An envelope as another service's outbox relay would publish it: version 1, no actor, no correlation, unless overridden. */
export function testEnvelope(
  type: string,
  subject: { type: string; id: string },
  data: Record<string, unknown> = {},
  overrides: Partial<EventEnvelope> = {},
): EventEnvelope {
  return {
    id: uuidv7(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: { userId: null },
    subject,
    data,
    correlationId: null,
    ...overrides,
  };
}

/**
 * A stand-in producer on JetStream: publishes envelopes (or raw bytes) into the streams of other
 * services, as their outbox relays would.
 */
export class TestEventPublisher {
  private constructor(private readonly bus: Bus) {}

  /** Connects to NATS and creates `into` (every producer's stream unless told). */
  static async connect(natsUrl: string, into: readonly Stream[] = Object.values(streams)) {
    const bus = await connectBus(natsUrl, 'test-publisher', createLogger('test-publisher', 'silent'));
    for (const stream of into) await ensureStream(bus.jsm, stream);
    return new TestEventPublisher(bus);
  }

  /** Publishes `testEnvelope(type, subject, data)` with the event id as `msgID`; returns the envelope. */
  publish(type: string, subject: { type: string; id: string }, data: Record<string, unknown>, id = uuidv7()) {
    return this.publishEnvelope(testEnvelope(type, subject, data, { id }));
  }

  /** Publishes an envelope; another `msgID` than the event id slips past JetStream's duplicate window (a redelivery). */
  async publishEnvelope<E extends EventEnvelope>(envelope: E, msgID = envelope.id): Promise<E> {
    await this.bus.js.publish(subjectOf(envelope), JSON.stringify(envelope), { msgID });
    return envelope;
  }

  /** Publishes raw bytes on a subject (poison messages). */
  async publishRaw(subject: string, payload: string, msgID?: string) {
    await this.bus.js.publish(subject, payload, msgID ? { msgID } : undefined);
  }

  close() {
    return this.bus.close();
  }
}

/** Which outbox rows to read: by the event's subject id, its type, or its NATS subject (a `LIKE` pattern). */
export interface OutboxFilter {
  subjectId?: string;
  type?: string;
  subjectLike?: string;
}

/** The events a service wrote to its outbox (committed with their change), oldest first; `E` types them for the reader. */
export async function outboxEvents<E = EventEnvelope>(db: Db, filter: OutboxFilter = {}): Promise<E[]> {
  const conditions: SQL[] = [];
  if (filter.subjectId !== undefined) conditions.push(sql`${outbox.payload}->'subject'->>'id' = ${filter.subjectId}`);
  if (filter.type !== undefined) conditions.push(sql`${outbox.payload}->>'type' = ${filter.type}`);
  if (filter.subjectLike !== undefined) conditions.push(like(outbox.subject, filter.subjectLike));
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(...conditions))
    .orderBy(asc(outbox.seq));
  return rows.map((r) => r.payload as E);
}
