import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Db } from '../db';
import type { Logger } from '../logger';
import { outbox } from './tables';

export interface OutboxRelay {
  /** Publish now (call after a commit that wrote events) instead of waiting for the next poll. */
  kick(): void;
  stop(): Promise<void>;
}

export interface RelayOptions {
  db: Db;
  js: JetStreamClient;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  /** Published rows are kept this long for inspection, then deleted. */
  keepPublishedHours?: number;
}

/**
 * Publishes unsent outbox rows in order, `msgID` = event id so JetStream drops a duplicate publish
 * (a crash between publish and mark-sent). NATS down → the rows stay and are retried with backoff.
 */
export function startOutboxRelay({ db, js, logger, pollMs = 250, batchSize = 200, keepPublishedHours = 72 }: RelayOptions): OutboxRelay {
  let running = true;
  let wake: (() => void) | null = null;
  let pending = false;
  let failures = 0;
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

  async function publishBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: outbox.id, subject: outbox.subject, payload: outbox.payload })
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .orderBy(asc(outbox.seq))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await js.publish(row.subject, JSON.stringify(row.payload), { msgID: row.id });
      }
      if (rows.length > 0) {
        await tx.update(outbox).set({ publishedAt: sql`now()` }).where(inArray(outbox.id, rows.map((r) => r.id)));
      }
      return rows.length;
    });
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
        if (published > 0) continue;
        await cleanup();
      } catch (error) {
        if (!running) break;
        failures += 1;
        logger.warn({ err: error, failures }, 'outbox relay could not publish; will retry');
        await sleep(Math.min(250 * 2 ** failures, 10_000));
        continue;
      }
      if (!pending && running) await sleep(pollMs);
    }
  })();

  return {
    kick() {
      pending = true;
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
