import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigserial, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The relay's own columns and table, created by the kit's migration (`libs/service-kit/migrations/outbox`,
 * run after every service's migrations). Deliberately not part of `outbox` in `tables.ts`, which the
 * services' drizzle schemas export: drizzle-kit in a service must never generate these statements again.
 */
/**
 * Where the kit's migrations are (asked when a database opens, so the gateway, which has none, never looks): beside the kit's source when it runs as TypeScript; in a compiled service the kit is bundled into
 * `services/<name>/dist/main.js`, and scripts/build.mjs copies the folder to `dist/kit-migrations/outbox`.
 */
export function kitMigrationsFolder(): string {
  const candidates = ['../../migrations/outbox', './kit-migrations/outbox'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`the service kit's migrations are missing (looked in ${candidates.join(', ')})`);
  return found;
}
export const kitMigrationsTable = '__kit_outbox_migrations';

/** The outbox as the relay sees it: delivery bookkeeping besides the event. */
export const outboxDelivery = pgTable('outbox', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: uuid('id').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
  /** Failed publish attempts of this row (the row at the head of the queue when NATS failed). */
  attempts: integer('attempts').notNull().default(0),
  /** The last publish error (a NATS error message; no event content). */
  lastError: text('last_error'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'string' }),
});

/** One row: which relay instance publishes for this database, and until when. */
export const outboxRelayLease = pgTable('outbox_relay_lease', {
  id: smallint('id').primaryKey().default(1),
  holder: uuid('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});
