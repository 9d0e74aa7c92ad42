/**
 * `Database.reads` (pipelined-pool.ts): on the PostgreSQL server of TEST_DATABASE_URL, reads sent at
 * once share one pipelined connection and each gets its own answer; a statement's error is its own;
 * reads on a backend terminated under them are sent again on a new one; a transaction still takes a
 * connection of the pool of its own. On PGlite, `reads` is `db`.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createLogger } from '../src/logger';
import { openDatabase, rowsOf, type Database, type Db } from '../src/db';
import { createTestDatabase } from '../src/testing/index';

const migrationsFolder = fileURLToPath(new URL('./fixtures/outbox-migrations', import.meta.url));
const onServer = process.env.TEST_DATABASE_URL ? test : test.skip;
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase('pipelined_reads');
  dropDatabase = testDb.drop;
  database = await openDatabase({ url: testDb.url, migrationsFolder, logger: createLogger('pipelined-test', 'silent'), pipelines: 1 });
  await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];
const backend = async (db: Db) => (await one<{ pid: number }>(db, sql`select pg_backend_pid() as pid`)).pid;

describe('reads', () => {
  (process.env.TEST_DATABASE_URL ? test.skip : test)('are the database itself on PGlite', () => {
    expect(database.reads).toBe(database.db);
  });

  onServer('sent at once, share one pipelined connection and each gets its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        one<{ n: number; pid: number }>(database.reads, sql`select ${i}::int * 2 as n, pg_backend_pid() as pid, pg_sleep(${i % 7 === 0 ? 0.005 : 0})`),
      ),
    );
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(1);
    expect(database.poolUse?.().pipelined).toBe(0);
  });

  onServer("fail one by one: a statement's error is its own", async () => {
    const [before, failed, after] = await Promise.allSettled([
      one<{ n: number }>(database.reads, sql`select 1 as n`),
      one<{ n: number }>(database.reads, sql`select 1 / ${0}::int as n`),
      one<{ n: number }>(database.reads, sql`select 3 as n`),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: { n: 1 } });
    expect(failed.status).toBe('rejected');
    expect(((failed as PromiseRejectedResult).reason as { code?: string }).code ?? ((failed as PromiseRejectedResult).reason as { cause?: { code?: string } }).cause?.code).toBe('22012');
    expect(after).toEqual({ status: 'fulfilled', value: { n: 3 } });
  });

  onServer('are sent again on a new connection when their backend is terminated under them', async () => {
    const first = await backend(database.reads);
    const running = one<{ pid: number }>(database.reads, sql`select pg_backend_pid() as pid from pg_sleep(0.3)`);
    const queued = Promise.all(Array.from({ length: 5 }, () => backend(database.reads)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.db.execute(sql`select pg_terminate_backend(${first}::int)`);
    const answered = [(await running).pid, ...(await queued)];
    expect(answered.every((pid) => pid !== first)).toBe(true);
    expect(await backend(database.reads)).toBe(answered[0]);
  });

  onServer('take a connection of the pool for a transaction, apart from the pipeline', async () => {
    const pipelined = await backend(database.reads);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = 0;
    const transaction = database.reads.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'uncommitted')`);
      inside = await backend(tx as unknown as Db);
      await held;
    });
    while (inside === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(inside).not.toBe(pipelined);
    expect(await one(database.reads, sql`select count(*)::int as n from notes`)).toEqual({ n: 0 });
    release();
    await transaction;
    expect(await one(database.reads, sql`select count(*)::int as n from notes`)).toEqual({ n: 1 });
  });
});
