import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db';

/** How long a key is remembered: a repeat within a day gets the first answer (the IETF draft's examples, Stripe's practice). */
export const KEY_LIFETIME_HOURS = 24;
/**
 * How long a first request holds its key before a repeat may take it over: longer than any request
 * runs (the gateway gives a service 30 s to answer). A process that dies before it stored its answer
 * leaves the key to run out; a repeat afterwards does the work again (docs/platform.md).
 */
export const IN_PROGRESS_LEASE_SECONDS = 60;

/** The answer stored for a key: status, the headers a repeat gets again, the body's bytes. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What `claim` found: the key is this request's to answer, another request with it is in progress, it was used for another request, or its answer. */
export type Claim = { kind: 'claimed' } | { kind: 'in-progress' } | { kind: 'other-request' } | { kind: 'answered'; answer: StoredAnswer };

interface KeyRow {
  request_digest: string;
  status: number | null;
  headers: Record<string, string> | null;
  body: Buffer | Uint8Array | null;
}

/** The `idempotency_keys` table (the kit's migration 0002), per service database. */
export interface IdempotencyStore {
  /** Takes the caller's key for a request (by its digest), unless it is held or answered. */
  claim(caller: string, key: string, digest: string): Promise<Claim>;
  /** Stores the answer of a claimed key. */
  answer(caller: string, key: string, answer: StoredAnswer): Promise<void>;
  /** Lets a claimed key go (the request failed on the server's side: a repeat should do it again). */
  release(caller: string, key: string): Promise<void>;
  /** Forgets the keys older than their lifetime; answers how many. */
  purge(): Promise<number>;
}

export function idempotencyStore(db: Db): IdempotencyStore {
  return {
    async claim(caller, key, digest) {
      // One statement: a new key is inserted; an expired one, or one whose first request died
      // holding it (same request), is taken over; anything else is left as it is and read below.
      const taken = await db.execute(sql`
        insert into idempotency_keys (caller, key, request_digest, locked_until)
        values (${caller}, ${key}, ${digest}, now() + make_interval(secs => ${IN_PROGRESS_LEASE_SECONDS}))
        on conflict (caller, key) do update
          set request_digest = excluded.request_digest, status = null, headers = null, body = null,
              created_at = now(), locked_until = excluded.locked_until
          where idempotency_keys.created_at < now() - make_interval(hours => ${KEY_LIFETIME_HOURS})
             or (idempotency_keys.status is null and idempotency_keys.locked_until < now()
                 and idempotency_keys.request_digest = excluded.request_digest)
        returning 1 as taken`);
      if (rowsOf(taken).length === 1) return { kind: 'claimed' };
      const [row] = rowsOf<KeyRow>(
        await db.execute(sql`select request_digest, status, headers, body from idempotency_keys where caller = ${caller} and key = ${key}`),
      );
      // Purged between the two statements: as good as new, but let the caller repeat rather than race.
      if (!row) return { kind: 'in-progress' };
      if (row.request_digest !== digest) return { kind: 'other-request' };
      if (row.status === null) return { kind: 'in-progress' };
      return { kind: 'answered', answer: { status: row.status, headers: row.headers ?? {}, body: Buffer.from(row.body ?? new Uint8Array()) } };
    },
    async answer(caller, key, { status, headers, body }) {
      await db.execute(sql`
        update idempotency_keys set status = ${status}, headers = ${JSON.stringify(headers)}::jsonb, body = ${body}, locked_until = now()
        where caller = ${caller} and key = ${key}`);
    },
    async release(caller, key) {
      await db.execute(sql`delete from idempotency_keys where caller = ${caller} and key = ${key} and status is null`);
    },
    async purge() {
      const gone = await db.execute(sql`
        delete from idempotency_keys where created_at < now() - make_interval(hours => ${KEY_LIFETIME_HOURS}) returning 1`);
      return rowsOf(gone).length;
    },
  };
}
