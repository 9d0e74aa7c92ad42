import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineApi } from '@cs/contracts';
import { baseConfigSchema, createApp, finishApp, loadConfig, mountOperations, portSchema, startService, type ServiceHandle } from '../src/index';
import { startNats, testEnv, type TestNats } from '../src/testing/index';

// A stop waits for the operations still being handled — even once their connections were cut after
// the 2 s grace — before it closes the database they use (InFlight, libs/service-kit/src/listen.ts).
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const api = defineApi({
  slowThing: { method: 'get', path: '/api/slow', summary: 'slow', tag: 'T', permission: 'public', response: z.object({ answer: z.number() }) },
});
let nats: TestNats;
let service: ServiceHandle;
const finished: Array<number | string> = [];

beforeAll(async () => {
  nats = await startNats();
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), testEnv({ NATS_URL: nats.url }));
  service = await startService({
    name: 'probe',
    config,
    migrationsFolder,
    compose: async (deps) => {
      const app = createApp({ logger: deps.logger });
      mountOperations(
        app,
        api,
        {
          slowThing: async () => {
            // Longer than the stop's 2 s grace for connections: the client's connection is cut first.
            await new Promise((resolve) => setTimeout(resolve, 3_000));
            try {
              const rows = (await deps.db.execute(sql`select 42 as answer`)) as unknown as { rows: Array<{ answer: number }> };
              finished.push(rows.rows[0].answer);
            } catch (error) {
              finished.push((error as Error).message);
            }
            return { answer: 42 };
          },
        },
        deps.verify,
      );
      return { app: finishApp(app, deps.logger) };
    },
  });
});

afterAll(async () => {
  await service?.stop();
  await nats?.stop();
});

test('an operation in flight at the stop finishes its database work before the database closes', async () => {
  const request = fetch(`${service.url}/api/slow`).then(
    (res) => res.status,
    () => 'connection cut',
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  await service.stop();
  expect(finished).toEqual([42]);
  expect(await request).toBe('connection cut');
});
