import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Db } from '../db';
import type { Logger } from '../logger';
import { outbox } from './tables';
import { outboxDelivery } from './relay-tables';
import { relayLease } from './relay-lease';
import { arrayLiteral, preparedStatement } from '../queries';
import type { Tracer } from '../tracing/tracer';
import { publishSpan } from '../tracing/message-spans';

export interface OutboxRelay {
  /** Publish now (call after a commit that wrote events) instead of waiting for the next poll. */
  kick(): void;
  /** Whether its loop runs, and the error of its last attempt while attempts fail (null once one succeeds). */
  health(): RelayHealth;
  stop(): Promise<void>;
}

export interface RelayHealth {
  running: boolean;
  failures: number;
  lastError: string | null;
}

export interface RelayOptions {
  db: Db;
  js: JetStreamClient;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  /** Published rows are kept this long for inspection, then deleted. */
  keepPublishedHours?: number;
  /** How long one publish waits for JetStream's acknowledgement. */
  publishTimeoutMs?: number;
  /** Lifetime of the publishing lease; a crashed holder is replaced after at most this long. */
  leaseMs?: number;
  /** When it exports, each publish is a span below the event's creation (the envelope's `traceparent`). */
  tracer?: Tracer;
}

/**
 * Publishes unsent outbox rows in `seq` order (of those committed: a record's events in the order
 * written; concurrent records' events as their transactions commit) without holding the database while NATS answers:
 * read a batch (no lock, no transaction), publish each row with `msgID` = event id, mark the
 * published ones. Only the holder of the relay lease publishes (several instances on one server).
 * A crash between publish and mark publishes those rows again: JetStream drops the duplicate by
 * `msgID` within its duplicate window, and consumers' inboxes drop it after that — at least once.
 * NATS down → the head row records the attempt and the error, and the loop retries with backoff.
 */
export function startOutboxRelay(options: RelayOptions): OutboxRelay {
  const { db, js, logger, pollMs = 250, batchSize = 200, keepPublishedHours = 72, publishTimeoutMs = 5_000, leaseMs = 30_000, tracer } = options;
  const traced = tracer?.exporting ? tracer : undefined;
  const lease = relayLease(db, leaseMs);
  const statements = relayStatements(db);
  let running = true;
  let wake: (() => void) | null = null;
  let pending = false;
  let failures = 0;
  let lastError: string | null = null;
  let lastCleanup = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function markPublished(ids: string[]) {
    if (ids.length > 0) await statements.mark.execute({ ids: arrayLiteral(ids) });
  }

  async function recordFailure(id: string, error: unknown) {
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    await db
      .update(outboxDelivery)
      .set({ attempts: sql`${outboxDelivery.attempts} + 1`, lastError: message, lastAttemptAt: sql`now()` })
      .where(eq(outboxDelivery.id, id))
      .catch((e) => logger.warn({ err: e }, 'outbox relay could not record a failed attempt'));
  }

  /** Publishes one batch; returns how many rows left (0: nothing to do or not the lease holder). */
  async function publishBatch(): Promise<number> {
    if (!(await lease.hold())) return 0;
    const rows = await statements.batch.execute({ batchSize });
    const published: string[] = [];
    try {
      for (const row of rows) {
        if (!running || !(await lease.hold())) break;
        const span = traced && publishSpan(traced, row.subject, row.id, row.payload);
        try {
          await js.publish(row.subject, JSON.stringify(row.payload), { msgID: row.id, timeout: publishTimeoutMs });
        } catch (error) {
          span?.fail(error);
          await recordFailure(row.id, error);
          throw error;
        } finally {
          span?.end();
        }
        published.push(row.id);
      }
    } finally {
      await markPublished(published);
    }
    return published.length;
  }

  async function cleanup() {
    if (Date.now() - lastCleanup < 60 * 60_000) return;
    lastCleanup = Date.now();
    await db.delete(outbox).where(and(lt(outbox.publishedAt, sql`now() - make_interval(hours => ${keepPublishedHours})`)));
  }

  const loop = (async () => {
    while (running) {
      pending = false;
      try {
        const published = await publishBatch();
        failures = 0;
        lastError = null;
        if (published > 0) continue;
        await cleanup();
      } catch (error) {
        if (!running) break;
        failures += 1;
        lastError = String((error as Error)?.message ?? error).slice(0, 500);
        logger.warn({ err: error, failures }, 'outbox relay could not publish; will retry');
        await sleep(Math.min(250 * 2 ** failures, 10_000));
        continue;
      }
      if (!pending && running) await sleep(pollMs);
    }
    await lease.release().catch(() => undefined);
  })();

  return {
    kick() {
      pending = true;
      wake?.();
    },
    health: () => ({ running, failures, lastError }),
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}

/** The relay's two statements of every batch, prepared once per connection (they run after every commit that wrote events). */
function relayStatements(db: Db) {
  return {
    batch: db
      .select({ id: outbox.id, subject: outbox.subject, payload: outbox.payload })
      .from(outbox)
      .where(isNull(outbox.publishedAt))
      .orderBy(asc(outbox.seq))
      .limit(sql.placeholder('batchSize'))
      .prepare('outbox_relay_batch'),
    mark: markStatement(db),
  };
}

const markStatement = preparedStatement('outbox_relay_mark', sql`update outbox set published_at = now() where id = any(${sql.placeholder('ids')}::uuid[])`);
