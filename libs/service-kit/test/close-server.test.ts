import { expect, test } from '@jest/globals';
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, listen } from '../src/listen';

/** A GET over a keep-alive agent, so the connection stays open after the response. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<number>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

test('closing lets a request in flight finish before the server reports closed, and refuses new connections', async () => {
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const app = express();
  app.get('/slow', async (_req, res) => {
    entered();
    await released;
    res.json({ ok: true });
  });
  const server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const events: string[] = [];
  const response = get(port, '/slow', agent).then((status) => events.push(`response ${status}`));
  await inHandler;
  const closed = closeServer(server, 60_000).then(() => events.push('closed'));
  await expect(get(port, '/slow', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  release();
  await Promise.all([response, closed]);
  expect(events).toEqual(['response 200', 'closed']);
  agent.destroy();
});

test('an idle keep-alive connection does not hold the server open', async () => {
  const app = express();
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  expect(await get(port, '/', agent)).toBe(200);
  await closeServer(server, 60_000);
  expect(server.listening).toBe(false);
  agent.destroy();
});
