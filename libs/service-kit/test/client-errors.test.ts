import { afterAll, beforeAll, expect, test } from '@jest/globals';
import express from 'express';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { answerClientErrors, closeServer, listen } from '../src/listen';

let server: Server;
beforeAll(async () => {
  const app = express();
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  server = answerClientErrors(await listen(app, 0, "127.0.0.1"));
});
afterAll(() => closeServer(server, 0));

/** Sends raw bytes and reads the whole answer (the server closes the connection after a parse error). */
function raw(request: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

const parse = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), type: /content-type: ([^\r]*)/i.exec(head)?.[1], body: body ? JSON.parse(body) : undefined };
};

test.each([
  ['NUL in a header value', 'GET /ok HTTP/1.1\r\nHost: x\r\nX-Request-Id: a\u0000b\r\n\r\n', 400, 'MALFORMED_REQUEST'],
  ['a header line without a colon', 'GET /ok HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400, 'MALFORMED_REQUEST'],
  ['headers larger than node allows', `GET /ok HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
])('a request node cannot parse (%s) gets problem+json, not a bare status line', async (_label, request, status, code) => {
  const answer = parse(await raw(request));
  expect(answer).toEqual({ status, type: 'application/problem+json; charset=utf-8', body: expect.objectContaining({ status, code }) });
});

test('a well-formed request on the same server is answered as usual', async () => {
  expect(parse(await raw('GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).body).toEqual({ ok: true });
});
