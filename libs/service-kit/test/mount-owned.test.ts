import { expect, test } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineApi } from '@cs/contracts';
import { createApp, finishApp } from '../src/create-app';
import { closeServer, listen } from '../src/listen';
import { createLogger } from '../src/logger';
import { mountOwnedApis } from '../src/mount-owned';
import { call } from '../src/testing/env';

const ping = (path: string) => ({ method: 'get' as const, path, summary: 'ping', tag: 'Test', permission: 'public' as const, response: z.object({ from: z.string() }) });
const firstApi = defineApi({ first: ping('/api/things/special') });
const secondApi = defineApi({ second: ping('/api/things/{id}') });
const owned = { firstApi, secondApi };
const refuseTokens = async () => {
  throw new Error('no tokens here');
};

test('every owned table is mounted, in the order the owners table lists them', async () => {
  const app = createApp({ logger: createLogger('test', 'silent') });
  const handlers = { firstApi: { first: async () => ({ from: 'first' }) }, secondApi: { second: async () => ({ from: 'second' }) } };
  mountOwnedApis(app, owned, handlers, refuseTokens);
  const server = await listen(finishApp(app, createLogger('test', 'silent')), 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect((await call(`${base}/api/things/special`)).body).toEqual({ from: 'first' });
  expect((await call(`${base}/api/things/other`)).body).toEqual({ from: 'second' });
  await closeServer(server);
});

test('handlers for a table the service does not own refuse to start', () => {
  const app = createApp({ logger: createLogger('test', 'silent') });
  const handlers = { firstApi: { first: async () => ({ from: 'first' }) }, secondApi: { second: async () => ({ from: 'second' }) }, strayApi: {} };
  expect(() => mountOwnedApis(app, owned, handlers, refuseTokens)).toThrow(/strayApi/);
});
