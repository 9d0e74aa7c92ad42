/**
 * The login throttle's counters and known addresses in identity's database, so every identity
 * process counts the same failures. Each statement commits on its own (no surrounding
 * transaction): a reservation counts for every other process the moment it is made. Statements
 * that lock several counter rows lock them in key order, so two never wait on each other crosswise.
 */
import { sql } from 'drizzle-orm';
import { arrayLiteral, rowsOf, type Db } from '@cs/service-kit';

/** How long a successful login makes an address "known" for its account, and how many are kept per account. */
const KNOWN_FOR_DAYS = 30;
const ADDRESSES_PER_ACCOUNT = 10;

export interface Counted {
  key: string;
  /** Failures in the window, this attempt included. */
  failures: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

/**
 * One failure counted on each key, atomically per key (a window that has ended starts again at 1),
 * and whether `address` is known for `account` — one statement.
 */
export async function countAttempt(db: Db, keys: string[], windowSeconds: number, account: string, address: string): Promise<{ counted: Counted[]; known: boolean }> {
  const rows = rowsOf<Counted & { known: boolean }>(
    await db.execute(sql`with counted as (
        insert into login_failures as f (key, failures, window_ends_at)
        select k.key, 1, now() + make_interval(secs => ${windowSeconds}) from unnest(${arrayLiteral(keys)}::text[]) as k(key) order by k.key
        on conflict (key) do update set
          failures = case when f.window_ends_at <= now() then 1 else f.failures + 1 end,
          window_ends_at = case when f.window_ends_at <= now() then excluded.window_ends_at else f.window_ends_at end
        returning f.key, f.failures, ceil(extract(epoch from f.window_ends_at - now()) * 1000)::int as ms_left)
      select c.key, c.failures, c.ms_left as "msLeft", exists (select 1 from login_known_addresses k
          where k.account = ${account} and k.address = ${address} and k.last_success_at > now() - make_interval(days => ${KNOWN_FOR_DAYS})) as known
      from counted c`),
  );
  return { counted: rows.map(({ key, failures, msLeft }) => ({ key, failures, msLeft })), known: rows[0]?.known ?? false };
}

/** Gives one counted failure back on each key (never below zero: the window may have started again meanwhile). */
export async function giveBack(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`update login_failures f set failures = f.failures - 1
    from (select key from login_failures where key = any(${arrayLiteral(keys)}::text[]) order by key for update) l
    where f.key = l.key and f.failures > 0`);
}

export async function forget(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from login_failures where key = ${key}`);
}

/** `address` becomes known for `account` (now); the account keeps its most recent addresses only. */
export async function rememberAddress(db: Db, account: string, address: string): Promise<void> {
  await db.execute(sql`with remembered as (
      insert into login_known_addresses (account, address, last_success_at) values (${account}, ${address}, now())
      on conflict (account, address) do update set last_success_at = excluded.last_success_at)
    delete from login_known_addresses where account = ${account} and address <> ${address} and address not in (
      select address from login_known_addresses where account = ${account} and address <> ${address} order by last_success_at desc limit ${ADDRESSES_PER_ACCOUNT - 1})`);
}

/** Windows that have ended and addresses no longer known: they can refuse or allow nothing any more. */
export async function deleteExpired(db: Db): Promise<void> {
  await db.execute(sql`delete from login_failures where window_ends_at <= now()`);
  await db.execute(sql`delete from login_known_addresses where last_success_at <= now() - make_interval(days => ${KNOWN_FOR_DAYS})`);
}
