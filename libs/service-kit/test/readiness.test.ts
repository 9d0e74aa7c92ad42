import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { baseConfigSchema, createApp, finishApp, loadConfig, portSchema, startService, type ServiceHandle } from '../src/index';
import { call, startNats, testEnv, type TestNats } from '../src/testing/index';

// Any service's migrations will do: this service has no tables of its own.
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
let nats: TestNats;
let service: ServiceHandle;

beforeAll(async () => {
  nats = await startNats();
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), testEnv({ NATS_URL: nats.url }));
  service = await startService({
    name: 'probe',
    config,
    migrationsFolder,
    compose: async ({ logger }) => ({ app: finishApp(createApp({ logger }), logger) }),
  });
});

afterAll(async () => {
  await service?.stop();
  await nats?.stop();
});

test('a service is ready while its database and NATS answer, and not ready (503) once NATS is gone, though its connection keeps trying', async () => {
  expect((await call(`${service.url}/health/ready`)).status).toBe(200);
  await nats.stop();
  const res = await call(`${service.url}/health/ready`);
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ status: 'unavailable', detail: expect.stringMatching(/NATS/) });
  expect(service.bus.nc.isClosed()).toBe(false);
  expect((await call(`${service.url}/health/live`)).status).toBe(200);
});
