/**
 * Database errors reach the log without parameter values: real failing statements (PGlite, or the
 * PostgreSQL server of TEST_DATABASE_URL) logged through the kit's logger, by hand, by a periodic
 * job and by the error handler of an app; every line is searched for the personal data.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createLogger, openDatabase, type Database } from '../src/index';
import { errorHandler } from '../src/error-handler';
import { startPeriodic } from '../src/periodic';
import { createTestDatabase, eventually } from '../src/testing/index';
import { listen } from '../src/listen';

const EMAIL = 'erika.mustermann@example.org';
const NAME = 'Erika Mustermann';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHZhbHVl';

const lines: string[] = [];
const logger = createLogger('kit-test', 'debug', new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const migrations = mkdtempSync(path.join(os.tmpdir(), 'kit-error-logging-'));
  mkdirSync(path.join(migrations, 'meta'));
  writeFileSync(
    path.join(migrations, '0000_people.sql'),
    'CREATE TABLE people (id uuid PRIMARY KEY, email text NOT NULL UNIQUE, name text NOT NULL, password_hash text NOT NULL);',
  );
  writeFileSync(
    path.join(migrations, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_people', breakpoints: true }] }),
  );
  const testDb = await createTestDatabase('kit_error_logging');
  drop = testDb.drop;
  database = await openDatabase({ url: testDb.url, migrationsFolder: migrations, logger });
  await insertPerson('01900000-0000-7000-8000-000000000001');
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

const insertPerson = (id: string) =>
  database.db.execute(sql`insert into people (id, email, name, password_hash) values (${id}::uuid, ${EMAIL}, ${NAME}, ${HASH})`);

/** The failures a database gives for a statement carrying personal data. */
const failures = {
  'unique violation (detail names the key value)': () => insertPerson('01900000-0000-7000-8000-000000000002'),
  'invalid input syntax (message quotes the value)': () => insertPerson(NAME),
};

const expectNoPersonalData = () => {
  const all = lines.join('\n');
  expect(all).not.toContain(EMAIL);
  expect(all).not.toContain(NAME);
  expect(all).not.toContain(HASH);
  expect(all).not.toContain('argon2');
};

test.each(Object.entries(failures))('%s: logged as err, only safe fields remain', async (_label, fail) => {
  const error = await fail().then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  lines.length = 0;
  logger.error({ err: error }, 'statement failed');
  logger.error(error as Error);
  logger.child({ requestId: 'r1' }).warn({ error }, 'statement failed (child logger)');
  expect(lines).toHaveLength(3);
  expectNoPersonalData();
  const logged = JSON.parse(lines[0]).err;
  // What stays: the kind of failure, the statement without values, where it came from.
  expect(logged.message).toMatch(/^Failed query: insert into people/);
  expect(logged.cause.code).toMatch(/^(23505|22P02)$/);
  expect(logged.stack).toMatch(/^\s+at /);
});

test('a periodic job whose statement fails logs it without the values', async () => {
  lines.length = 0;
  const job = startPeriodic({ name: 'failing-insert', intervalMs: 60_000, logger, run: failures['unique violation (detail names the key value)'] });
  await eventually(async () => lines.some((l) => l.includes('periodic job failed')));
  await job.stop();
  expect(JSON.parse(lines.find((l) => l.includes('periodic job failed'))!).err.cause.constraint).toBe('people_email_key');
  expectNoPersonalData();
});

test('the error handler answers 500 and logs the failed statement without the values', async () => {
  lines.length = 0;
  const app = express();
  app.post('/people', (_req, _res, next) => void failures['unique violation (detail names the key value)']().catch(next));
  app.use(errorHandler(logger));
  const server = await listen(app, 0, '127.0.0.1');
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/people`, { method: 'POST' });
  await new Promise((r) => server.close(r));
  expect(res.status).toBe(500);
  expect(await res.text()).not.toContain(EMAIL);
  expect(lines.filter((l) => l.includes('unhandled error'))).toHaveLength(1);
  expectNoPersonalData();
});

test('a JSON.parse error (a malformed event) is logged without the input it quotes', () => {
  const error = (() => {
    try {
      JSON.parse(NAME);
    } catch (e) {
      return e as Error;
    }
  })();
  expect(error?.message).toContain(NAME.split(' ')[0]);
  lines.length = 0;
  logger.error({ err: error }, 'malformed event');
  logger.error(error as Error);
  expectNoPersonalData();
});
