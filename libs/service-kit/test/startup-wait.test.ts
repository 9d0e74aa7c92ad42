/**
 * A starting service waits for NATS and the PostgreSQL server instead of exiting (until-reachable.ts):
 * started while nothing listens at their addresses, it is still starting a moment later and comes up
 * once they answer (here: a forwarder opened late, in front of the real servers). A server that never
 * answers fails the start after STARTUP_WAIT_SECONDS; a failure that is no "not there yet" (an
 * unknown database) fails it at once, whatever the wait.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { baseConfigSchema, createApp, finishApp, isUnreachable, loadConfig, portSchema, startService, type ServiceHandle } from '../src/index';
import { call, createTestDatabase, startNats, tcpForwarder, testEnv, type TestNats } from '../src/testing/index';

const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
let nats: TestNats;

beforeAll(async () => {
  nats = await startNats();
});
afterAll(async () => {
  await nats?.stop();
});

function start(env: Record<string, string | undefined>): Promise<ServiceHandle> {
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), testEnv(env));
  return startService({ name: 'probe', config, migrationsFolder, compose: async (deps) => ({ app: finishApp(createApp({ logger: deps.logger }), deps.logger) }) });
}

/** Whether `promise` is still pending after `ms`. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  promise.then(() => (settled = true), () => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return !settled;
}

const natsAddress = () => ({ host: '127.0.0.1', port: Number(new URL(nats.url).port) });

test('NATS not there yet: the service keeps starting, and is ready once NATS answers', async () => {
  const late = await tcpForwarder(natsAddress());
  const starting = start({ NATS_URL: `nats://127.0.0.1:${late.port}`, STARTUP_WAIT_SECONDS: '60' });
  try {
    expect(await pendingAfter(starting, 1500)).toBe(true);
    await late.open();
    const service = await starting;
    expect((await call(`${service.url}/health/ready`)).status).toBe(200);
    await service.stop();
  } finally {
    await late.close();
  }
}, 60_000);

test('NATS never there: the start fails after STARTUP_WAIT_SECONDS with why', async () => {
  const never = await tcpForwarder(natsAddress());
  const failure = await start({ NATS_URL: `nats://127.0.0.1:${never.port}`, STARTUP_WAIT_SECONDS: '1' }).then(() => null, (error: unknown) => error);
  expect(isUnreachable(failure)).toBe(true);
}, 30_000);

describe('the PostgreSQL server (with TEST_DATABASE_URL)', () => {
  const server = process.env.TEST_DATABASE_URL;
  const withServer = server ? test : test.skip;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    if (server) database = await createTestDatabase('startup_wait', migrationsFolder);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const behind = (port: number, name?: string) => {
    const url = new URL(database.url as string);
    url.host = `127.0.0.1:${port}`;
    if (name) url.pathname = `/${name}`;
    return url.toString();
  };
  const serverAddress = () => ({ host: new URL(server as string).hostname, port: Number(new URL(server as string).port || 5432) });

  withServer('not there yet: the service keeps starting, migrates and is ready once it answers', async () => {
    const late = await tcpForwarder(serverAddress());
    const starting = start({ NATS_URL: nats.url, DATABASE_URL: behind(late.port), STARTUP_WAIT_SECONDS: '60' });
    try {
      expect(await pendingAfter(starting, 1500)).toBe(true);
      await late.open();
      const service = await starting;
      const ready = await call(`${service.url}/health/ready`);
      expect([ready.status, ready.body.components.database.status]).toEqual([200, 'ok']);
      await service.stop();
    } finally {
      await late.close();
    }
  }, 60_000);

  withServer('an unknown database is no "not there yet": the start fails at once, whatever the wait', async () => {
    const failure = await start({ NATS_URL: nats.url, DATABASE_URL: behind(serverAddress().port, 'no_such_database_here'), STARTUP_WAIT_SECONDS: '600' }).then(() => null, (error: unknown) => error);
    expect(failure).toMatchObject({ code: '3D000' });
    expect(isUnreachable(failure)).toBe(false);
  }, 20_000);
});
