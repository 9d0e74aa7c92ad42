import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineApi } from '@cs/contracts';
import { createApp, finishApp } from '../src/create-app';
import { createLogger } from '../src/logger';
import { listen } from '../src/listen';
import { mountOperations } from '../src/operations';

const api = defineApi({
  listThings: { method: 'get', path: '/api/things', summary: 'list', tag: 'T', permission: 'public', response: z.object({}) },
  createThing: { method: 'post', path: '/api/things', summary: 'create', tag: 'T', permission: 'public', response: z.object({}) },
  getThing: { method: 'get', path: '/api/things/{id}', summary: 'get', tag: 'T', permission: 'public', response: z.object({}) },
  deleteThing: { method: 'delete', path: '/api/things/{id}', summary: 'delete', tag: 'T', permission: 'public', status: 204, response: null },
});

let server: Server;
let base: string;

beforeAll(async () => {
  const logger = createLogger('test', 'silent');
  const app = createApp({ logger });
  const ok = async () => ({});
  mountOperations(app, api, { listThings: ok, createThing: ok, getThing: ok, deleteThing: async () => undefined }, async () => {
    throw new Error('no tokens here');
  });
  finishApp(app, logger);
  server = await listen(app, 0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a declared path asked with a method no operation declares', () => {
  test('gets 405 problem+json with Allow listing the declared methods', async () => {
    const res = await fetch(`${base}/api/things`, { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await res.json()).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
  });

  test('a path with a parameter (and a trailing slash) is matched too', async () => {
    const res = await fetch(`${base}/api/things/abc/`, { method: 'PUT' });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'DELETE, GET, HEAD']);
  });

  test('declared methods still reach their handlers, unknown paths stay 404', async () => {
    expect((await fetch(`${base}/api/things/abc`, { method: 'DELETE' })).status).toBe(204);
    const unknown = await fetch(`${base}/api/things/abc/more`, { method: 'PATCH' });
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'ROUTE_NOT_FOUND']);
  });
});
