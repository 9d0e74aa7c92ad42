import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import type { Logger } from '../logger';
import { inbox } from '../outbox/tables';
import { ensureStream, type Bus } from './bus';
import { filterSubjectOf, type EventHandlers } from './event-handlers';
import { isTransient, retryDelay, worthLogging } from './failures';
import { applier, type ReplayResult } from './apply-message';
import { parkEvent, type ParkedEventRow } from './parked-events';
import { consumerHealth, noteFailure, type ConsumerState } from './consumer-health';
import type { ComponentHealth, ReportsHealth } from '../readiness';
import { applyGateOf } from '../backup/apply-gate';
import { runInSpan } from '../tracing/current-span';
import { processSpan } from '../tracing/message-spans';
import { idsOnlyTracer, type Span, type Tracer } from '../tracing/tracer';

export interface ConsumerOptions {
  bus: Bus;
  db: Db;
  logger: Logger;
  stream: { name: string; subjects: readonly string[] };
  /** Durable name, `<service>-<purpose>`; also the inbox key. */
  durable: string;
  /** `{ event type → { schema, version, handle } }` (see `on`, `onEach`, `onAnyEvent`); the filter subject is derived from it. */
  events: EventHandlers;
  /**
   * Deliveries before a deterministic failure (a handler that throws something that is not a
   * connection-class error) is parked (default 12, about six minutes with the default backoff).
   * Transient failures are retried forever.
   */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt, at most one minute (default 500 ms). */
  retryBaseMs?: number;
  /**
   * Events handled at the same time (default 1: one after the other, in stream order). More only for
   * handlers that do not depend on the order of events; it lets a busy consumer keep up (overlapping
   * round trips and commits).
   */
  concurrency?: number;
  /** Each event is handled in a span continuing the trace it was created in (default: the bus's tracer). */
  tracer?: Tracer;
}

export interface RunningConsumer extends ReportsHealth {
  durable: string;
  stream: string;
  /** Applies a parked row again (inside the caller's transaction); see `replayParkedEvent`. */
  replay(tx: Tx, row: ParkedEventRow): Promise<ReplayResult>;
  /** Attached or not, and its last failure (`/health/ready` lists it as `consumer <stream>/<durable>`). */
  health(): Promise<ComponentHealth>;
  stop(): Promise<void>;
}

/**
 * A durable, explicit-ack consumer. Each event is applied once: inbox row + effect in one
 * transaction, ack after commit. A redelivered event finds its inbox row and is only acked. What
 * cannot be applied is parked with its reason: a malformed message or data at once, a failing
 * handler on its last attempt; a database outage is retried for as long as it lasts.
 */
export async function startConsumer(options: ConsumerOptions): Promise<RunningConsumer> {
  const { bus, db, logger, stream, durable, events, maxAttempts = 12, retryBaseMs = 500, concurrency = 1 } = options;
  const log = logger.child({ consumer: durable });
  await ensureStream(bus.jsm, stream, bus.streamReplicas);
  const filter = filterSubjectOf(events);
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // A message delivered to an instance that stopped before handling it comes back after this.
    ack_wait: nanos(10_000),
    // Unlimited: the consumer itself parks a deterministic failure after `maxAttempts`; a transient one is retried until it succeeds.
    max_deliver: -1,
    max_ack_pending: 1000,
    // nats-server 2.9 knows only one `filter_subject` (see filterSubjectOf).
    ...(filter ? { filter_subject: filter } : {}),
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
  const context = applier({ durable, stream: stream.name, events, log });
  const state: ConsumerState = { running: true, lastError: null };
  // A backup holds it while it takes its copies (backup/apply-gate.ts).
  const gate = applyGateOf(db);
  const tracer = options.tracer ?? bus.tracer ?? idsOnlyTracer;

  /**
   * One delivery, in a span below the event's creation (its envelope's `traceparent`): the
   * handler's log lines and the events it records belong to the producing request's trace.
   */
  function process(m: JsMsg): Promise<void> {
    const raw = m.string();
    const parsed = context.parse(raw);
    const envelope = 'envelope' in parsed ? parsed.envelope : undefined;
    const span = processSpan(tracer, durable, m.subject, envelope, envelope?.id);
    return runInSpan(span, () => handle(m, raw, parsed, span)).finally(() => span.end());
  }

  async function handle(m: JsMsg, raw: string, parsed: ReturnType<typeof context.parse>, span: Span) {
    const attempt = m.info.deliveryCount;
    try {
      const outcome = await gate.run(() => db.transaction((tx) => context.apply(tx, raw, m.subject, parsed)));
      span.setAttribute('care_staffing.event.outcome', outcome);
      if (outcome === 'malformed') m.term();
      else m.ack();
    } catch (error) {
      span.fail(error);
      noteFailure(state, error);
      if (isTransient(error)) {
        // No parking: the database is away, not the event wrong. Warn now and then, not per attempt.
        if (worthLogging(attempt)) log.warn({ err: error, subject: m.subject, seq: m.seq, attempt }, 'event not handled: database unavailable; will retry');
        m.nak(retryDelay(attempt, retryBaseMs));
        return;
      }
      if (attempt < maxAttempts) {
        log.warn({ err: error, subject: m.subject, seq: m.seq, attempt, maxAttempts }, 'event handling failed; will retry');
        m.nak(retryDelay(attempt, retryBaseMs));
        return;
      }
      await parkFailed(m, raw, error, attempt);
    }
  }

  /** Last attempt of a deterministic failure: park it with its error, then stop its delivery. */
  async function parkFailed(m: JsMsg, raw: string, error: unknown, attempt: number) {
    const reason = context.reasonOf(error);
    const envelope = context.peek(raw);
    try {
      await parkEvent(db, { consumer: durable, stream: stream.name, subject: envelope?.type ?? m.subject, eventId: envelope?.id, reason, payload: raw, attempts: attempt });
    } catch (parkError) {
      log.error({ err: parkError, subject: m.subject, seq: m.seq }, 'could not park failed event; will retry');
      m.nak(retryDelay(attempt, retryBaseMs));
      return;
    }
    log.error({ err: error, subject: m.subject, seq: m.seq, eventId: envelope?.id, attempt }, 'event parked after its last attempt');
    m.term();
  }

  const loop = (async () => {
    const inFlight = new Set<Promise<void>>();
    for await (const m of messages) {
      const handling: Promise<void> = process(m).finally(() => inFlight.delete(handling));
      inFlight.add(handling);
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  })()
    .catch((error) => log.error({ err: error }, 'consumer loop ended'))
    .finally(() => (state.running = false));

  log.info({ stream: stream.name, filter: filter ?? null }, 'consumer started');
  return {
    durable,
    stream: stream.name,
    component: `consumer ${stream.name}/${durable}`,
    replay: (tx, row) => context.replay(tx, row),
    health: () => consumerHealth(bus.jsm, stream.name, durable, state),
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
