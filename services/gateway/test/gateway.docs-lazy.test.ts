/**
 * The OpenAPI document is built when first asked for, not at start (≈ 0.1 s of CPU a start need
 * not pay), and only once: later requests get the same text.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, expect, test } from '@jest/globals';
import { docsRoutes } from '../src/docs/docs.routes';

const builds: number[] = [];
const app = express().use(docsRoutes(() => (builds.push(builds.length), { openapi: '3.1.0', built: builds.length })));
const server = app.listen(0, '127.0.0.1');
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('GET /api/openapi.json builds the document on the first request and serves the same text after', async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/openapi.json`;
  expect(builds).toHaveLength(0);
  const first = await fetch(url).then((r) => r.json());
  const second = await fetch(url).then((r) => r.json());
  expect(first).toEqual({ openapi: '3.1.0', built: 1 });
  expect(second).toEqual(first);
  expect(builds).toHaveLength(1);
});
