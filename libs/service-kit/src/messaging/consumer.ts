import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import { and, eq } from 'drizzle-orm';
import { eventEnvelopeSchema, type EventEnvelope } from '@cs/contracts';
import type { Db, Tx } from '../db';
import type { Logger } from '../logger';
import { inbox } from '../outbox/tables';
import { ensureStream, type Bus } from './bus';

export interface ConsumerOptions {
  bus: Bus;
  db: Db;
  logger: Logger;
  stream: { name: string; subjects: readonly string[] };
  /** Durable name, `<service>-<purpose>`; also the inbox key. */
  durable: string;
  /** Only these subjects (e.g. `['facilities.facility.>']`); all of the stream when absent. */
  filterSubjects?: string[];
  /** Applies one event inside the transaction that also records it in the inbox. */
  handle(tx: Tx, event: EventEnvelope): Promise<void>;
  /** A message that fails its schema: record it for a person to look at (then it is terminated). */
  onPoison?(raw: string, reason: string, subject: string): Promise<void>;
  maxDeliver?: number;
  /**
   * Events handled at the same time (default 1: one after the other, in stream order). More only for
   * handlers that do not depend on the order of events; it lets a busy consumer keep up (overlapping
   * round trips and commits).
   */
  concurrency?: number;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

/**
 * A durable, explicit-ack consumer. Each event is applied once: inbox row + effect in one
 * transaction, ack after commit. A redelivered event finds its inbox row and is only acked. A
 * failing handler is retried with backoff; a malformed message is parked and terminated.
 */
export async function startConsumer(options: ConsumerOptions): Promise<RunningConsumer> {
  const { bus, db, logger, stream, durable, filterSubjects, handle, onPoison, maxDeliver = 12, concurrency = 1 } = options;
  const log = logger.child({ consumer: durable });
  await ensureStream(bus.jsm, stream);
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // A message delivered to an instance that stopped before handling it comes back after this.
    ack_wait: nanos(10_000),
    max_deliver: maxDeliver,
    max_ack_pending: 1000,
    // One subject → `filter_subject` (every server); several need `filter_subjects` (nats-server ≥ 2.10).
    ...(filterSubjects?.length === 1 ? { filter_subject: filterSubjects[0] } : {}),
    ...(filterSubjects && filterSubjects.length > 1 ? { filter_subjects: filterSubjects } : {}),
  };
  try {
    await bus.jsm.consumers.info(stream.name, durable);
    await bus.jsm.consumers.update(stream.name, durable, config);
  } catch (error) {
    if (!/consumer not found/i.test(String((error as Error).message))) throw error;
    await bus.jsm.consumers.add(stream.name, config);
  }
  const consumer = await bus.js.consumers.get(stream.name, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 200 });

  async function process(m: JsMsg) {
    const raw = m.string();
    let event: EventEnvelope;
    try {
      event = eventEnvelopeSchema.parse(JSON.parse(raw)) as EventEnvelope;
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unparseable';
      log.error({ subject: m.subject, seq: m.seq, reason }, 'malformed event parked');
      try {
        await onPoison?.(raw, reason, m.subject);
      } catch (parkError) {
        // Could not park it (e.g. database down): keep the message and try again later.
        log.error({ err: parkError, subject: m.subject, seq: m.seq }, 'could not park malformed event; will retry');
        m.nak(5_000);
        return;
      }
      // No reason text: `+TERM <reason>` is ignored by nats-server < 2.10 and the message would come back.
      m.term();
      return;
    }
    try {
      await db.transaction(async (tx) => {
        const fresh = await tx
          .insert(inbox)
          .values({ consumer: durable, eventId: event.id })
          .onConflictDoNothing()
          .returning({ eventId: inbox.eventId });
        if (fresh.length === 0) return;
        await handle(tx, event);
      });
      m.ack();
    } catch (error) {
      const attempt = m.info.deliveryCount;
      log.error({ err: error, eventId: event.id, type: event.type, attempt, correlationId: event.correlationId }, 'event handling failed; will retry');
      m.nak(Math.min(500 * 2 ** attempt, 60_000));
    }
  }

  const loop = (async () => {
    const inFlight = new Set<Promise<void>>();
    for await (const m of messages) {
      const handling: Promise<void> = process(m).finally(() => inFlight.delete(handling));
      inFlight.add(handling);
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  })().catch((error) => log.error({ err: error }, 'consumer loop ended'));

  log.info({ stream: stream.name }, 'consumer started');
  return {
    async stop() {
      await messages.close().catch(() => undefined);
      await loop;
    },
  };
}

/** Whether a consumer has already applied an event (for tests and diagnostics). */
export async function seenEvent(db: Db, consumer: string, eventId: string) {
  const rows = await db.select().from(inbox).where(and(eq(inbox.consumer, consumer), eq(inbox.eventId, eventId)));
  return rows.length > 0;
}
