/**
 * A periodic job that runs once per interval across the processes of a service (`oncePerIntervalIn`):
 * claims of one job on one database (PGlite, or TEST_DATABASE_URL) — several at once, one wins; an
 * interval that has run out is claimed again; jobs of other names are independent. The same with
 * processes: test/replicas/retention-and-start-tasks.test.ts.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createLogger } from '../src/logger';
import { openDatabase, type Database } from '../src/db';
import { periodClaim } from '../src/periodic-claim';
import { startPeriodic } from '../src/periodic';
import { createTestDatabase, eventually } from '../src/testing/index';

const migrationsFolder = fileURLToPath(new URL('./fixtures/outbox-migrations', import.meta.url));
const HOUR = 3_600_000;
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase('periodic_claim');
  dropDatabase = testDb.drop;
  database = await openDatabase({ url: testDb.url, migrationsFolder, logger: createLogger('periodic-test', 'silent') });
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

/** Lets the job's current claim run out, as the passing of its interval would. */
const intervalOver = (name: string) => database.db.execute(sql`update periodic_job_claims set claimed_until = now() - interval '1 second' where name = ${name}`);

describe('periodClaim', () => {
  test('of eight processes claiming one interval at once, exactly one gets it; nobody again until it has run out', async () => {
    const processes = Array.from({ length: 8 }, () => periodClaim(database.db, 'purge', HOUR));
    const first = await Promise.all(processes.map((claim) => claim()));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await Promise.all(processes.map((claim) => claim()))).toEqual(Array(8).fill(false));
    await intervalOver('purge');
    const next = await Promise.all(processes.map((claim) => claim()));
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  test('jobs of other names are claimed independently', async () => {
    expect(await periodClaim(database.db, 'job-a', HOUR)()).toBe(true);
    expect(await periodClaim(database.db, 'job-b', HOUR)()).toBe(true);
    expect(await periodClaim(database.db, 'job-a', HOUR)()).toBe(false);
  });
});

describe('startPeriodic with oncePerIntervalIn', () => {
  test('two timers started at once on one database: the job runs once; without it, once per timer', async () => {
    const logger = createLogger('periodic-test', 'silent');
    const runs = { shared: 0, own: 0 };
    const timers = [1, 2].flatMap(() => [
      startPeriodic({ name: 'shared-job', intervalMs: HOUR, logger, oncePerIntervalIn: database.db, run: async () => void runs.shared++ }),
      startPeriodic({ name: 'own-job', intervalMs: HOUR, logger, run: async () => void runs.own++ }),
    ]);
    // The timers tick in the order they were started: once both own jobs ran, both shared ticks have
    // begun, and stop() waits for a tick in progress.
    await eventually(async () => runs.own === 2);
    await Promise.all(timers.map((timer) => timer.stop()));
    expect(runs).toEqual({ shared: 1, own: 2 });
  });
});
