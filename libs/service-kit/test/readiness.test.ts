import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { baseConfigSchema, createApp, ensureStream, finishApp, loadConfig, portSchema, recordEvent, startConsumer, startService, type RunningConsumer, type ServiceHandle } from '../src/index';
import { call, eventually, startNats, testEnv, type TestNats } from '../src/testing/index';

// Any service's migrations will do: this service has no tables of its own.
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const stream = { name: 'PROBE', subjects: ['probe.>'] };
let nats: TestNats;
let service: ServiceHandle;
let consumer: RunningConsumer;

beforeAll(async () => {
  nats = await startNats();
  // 0 s: any unpublished event is "waiting too long", so the outbox turns as soon as NATS refuses one.
  const env = testEnv({ NATS_URL: nats.url, OUTBOX_STALE_AFTER_SECONDS: '0' });
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), env);
  service = await startService({
    name: 'probe',
    config,
    migrationsFolder,
    compose: async (deps) => {
      // 'probe' has no stream in the contracts: the test makes its own for the consumer to read.
      await ensureStream(deps.bus.jsm, stream);
      consumer = await startConsumer({ bus: deps.bus, db: deps.db, logger: deps.logger, stream, durable: 'probe-listener', events: {} });
      return { app: finishApp(createApp({ logger: deps.logger }), deps.logger), background: [consumer] };
    },
  });
});

afterAll(async () => {
  await service?.stop();
  await nats?.stop();
});

const ready = () => call(`${service.url}/health/ready`);
const CONSUMER = 'consumer PROBE/probe-listener';
const statusesOf = (body: { components: Record<string, { status: string }> }) =>
  Object.fromEntries(Object.entries(body.components).map(([name, component]) => [name, component.status]));
const allOk = { database: 'ok', nats: 'ok', outbox: 'ok', [CONSUMER]: 'ok' };
const everyComponentOk = () => eventually(async () => {
  const res = await ready();
  return res.status === 200 && JSON.stringify(statusesOf(res.body)) === JSON.stringify(allOk) ? res : null;
}, 60_000);

test('the body lists every component with its state: database, NATS, the outbox and each consumer', async () => {
  const res = await everyComponentOk();
  expect(res.body).toMatchObject({ status: 'ok', components: { outbox: { oldestUnpublishedSeconds: null }, [CONSUMER]: { stream: 'PROBE' } } });
});

test('while NATS hangs the service is not ready (503), its consumer is detached and its outbox waits; all recover once NATS is back', async () => {
  await everyComponentOk();
  nats.pause();
  try {
    await service.db.transaction((tx) =>
      recordEvent(tx, { type: 'probe.thing.created', actor: { userId: null }, subject: { type: 'thing', id: 'x1' }, data: {} }),
    );
    service.relay.kick();
    const res = await eventually(async () => {
      const r = await ready();
      return r.body.components.outbox.status === 'degraded' && r.body.components.outbox.lastError ? r : null;
    }, 60_000);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', detail: expect.stringMatching(/NATS/) });
    expect(statusesOf(res.body)).toEqual({ database: 'ok', nats: 'down', outbox: 'degraded', [CONSUMER]: 'degraded' });
    expect(res.body.components[CONSUMER].detail).toMatch(/probe-listener/);
  } finally {
    nats.resume();
  }
  const recovered = await everyComponentOk();
  expect(recovered.body.components.outbox).toMatchObject({ status: 'ok', oldestUnpublishedSeconds: null });
});

test('a stopped consumer makes the service degraded, not unavailable: 200, with the consumer named', async () => {
  await everyComponentOk();
  await consumer.stop();
  const res = await ready();
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'degraded', components: { [CONSUMER]: { status: 'degraded', detail: expect.stringMatching(/stopped/) } } });
  expect(statusesOf(res.body)).toEqual({ ...allOk, [CONSUMER]: 'degraded' });
});

test('a service is not ready (503) once NATS is gone, though its connection keeps trying', async () => {
  await nats.stop();
  const res = await call(`${service.url}/health/ready`);
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ status: 'unavailable', detail: expect.stringMatching(/NATS/), components: { nats: { status: 'down' } } });
  expect(service.bus.nc.isClosed()).toBe(false);
  expect((await call(`${service.url}/health/live`)).status).toBe(200);
});
