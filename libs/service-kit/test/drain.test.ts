import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { baseConfigSchema, createApp, finishApp, loadConfig, portSchema, startService, type ServiceHandle } from '../src/index';
import { startNats, testEnv, type TestNats } from '../src/testing/index';

// How a service stops with SHUTDOWN_DRAIN_SECONDS (docs/operations.md, "Rolling restarts"): not
// ready at once, still answering for the drain, each answer closing its connection, then closed.
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
let nats: TestNats;
let service: ServiceHandle;

beforeAll(async () => {
  nats = await startNats();
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), testEnv({ NATS_URL: nats.url, SHUTDOWN_DRAIN_SECONDS: '1' }));
  service = await startService({
    name: 'probe',
    config,
    migrationsFolder,
    compose: async (deps) => ({ app: finishApp(createApp({ logger: deps.logger }), deps.logger) }),
  });
});

afterAll(async () => {
  await service?.stop();
  await nats?.stop();
});

test('stopping: /health/ready 503 "draining", answers close their connections, then nothing listens', async () => {
  const before = await fetch(`${service.url}/health/ready`);
  expect(before.status).toBe(200);
  expect(before.headers.get('connection')).toBe('keep-alive');
  await before.text();

  const started = Date.now();
  const stopped = service.stop();
  const ready = await fetch(`${service.url}/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'draining' });
  expect(ready.headers.get('connection')).toBe('close');
  const live = await fetch(`${service.url}/health/live`);
  expect(live.status).toBe(200);
  expect(live.headers.get('connection')).toBe('close');

  await stopped;
  expect(Date.now() - started).toBeGreaterThanOrEqual(950); // the drain lasted its setting (timers may fire a little early)
  await expect(fetch(`${service.url}/health/live`)).rejects.toThrow();
});
