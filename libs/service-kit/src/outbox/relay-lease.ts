import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db';
import { rowsOf } from '../db';
import { outboxRelayLease } from './relay-tables';

export interface RelayLease {
  /** True while this instance holds the lease; renews it when a third of its time has passed. */
  hold(): Promise<boolean>;
  /** Gives the lease up (on stop) so a standby instance takes over at once. */
  release(): Promise<void>;
}

/**
 * Several instances of a service on one PostgreSQL server share one outbox; only the holder of this
 * lease publishes, so events leave in `seq` order of what it sees committed (a record's events in the
 * order written) and no row lock is held while NATS answers.
 * The lease is a single row taken over when expired (a crashed holder) — one upsert, atomic.
 */
export function relayLease(db: Db, ttlMs: number): RelayLease {
  const holder = uuidv7();
  let heldUntil = 0;
  let renewedAt = 0;

  async function acquire(): Promise<boolean> {
    const result = await db.execute(sql`
      insert into outbox_relay_lease (id, holder, expires_at)
      values (1, ${holder}, now() + make_interval(secs => ${ttlMs / 1000}))
      on conflict (id) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where outbox_relay_lease.holder = excluded.holder or outbox_relay_lease.expires_at < now()
      returning holder`);
    return rowsOf(result).length === 1;
  }

  return {
    async hold() {
      const now = Date.now();
      if (now < heldUntil && now - renewedAt < ttlMs / 3) return true;
      const held = await acquire();
      renewedAt = now;
      heldUntil = held ? now + ttlMs : 0;
      return held;
    },
    async release() {
      heldUntil = 0;
      await db
        .update(outboxRelayLease)
        .set({ expiresAt: sql`now()` })
        .where(and(eq(outboxRelayLease.id, 1), eq(outboxRelayLease.holder, holder)));
    },
  };
}
