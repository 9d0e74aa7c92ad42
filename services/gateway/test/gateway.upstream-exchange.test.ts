/**
 * The exchange with a service (undici's pool, issue 14): hop-by-hop headers stay on their own
 * connection both ways, a large answer arrives whole however the client reads it, and a client
 * that goes away mid-answer ends the request to the service too; a service that drops the
 * connection before answering is one that is going down (503 + Retry-After).
 */
import http from 'node:http';
import { createHash } from 'node:crypto';
import { expect, test } from '@jest/globals';
import { gatewayInFrontOf } from './support/stand-in-service';

const LARGE = Buffer.alloc(8 * 1024 * 1024, 'facility;');

/** Resolved when the service's answer to `/api/facilities/endless` closes (the gateway dropped it). */
let closed: (finished: boolean) => void;
const endlessClosed = new Promise<boolean>((resolve) => (closed = resolve));

/** A service that echoes the request headers it got, sends hop-by-hop headers of its own, a large answer, or one that never ends. */
const edge = gatewayInFrontOf((req, res) => {
  if (req.url === '/api/facilities/large') return void res.end(LARGE);
  if (req.url === '/api/facilities/hang-up') return void req.socket.destroy();
  if (req.url === '/api/facilities/endless') {
    res.on('close', () => closed(res.writableFinished));
    return void res.write('{"rows":[');
  }
  res.setHeader('keep-alive', 'timeout=1');
  res.setHeader('proxy-connection', 'keep-alive');
  res.setHeader('trailer', 'x-checksum');
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(req.headers));
});

/** A GET through the gateway on a connection of its own; the answer's headers and body. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(`${edge.url}${path}`, { agent: false, headers: { authorization: `Bearer ${edge.token}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

test("the client's hop-by-hop headers do not reach the service; its connection to the service is kept alive", async () => {
  const res = await get('/api/facilities/x', { 'keep-alive': 'timeout=5', 'proxy-connection': 'keep-alive', te: 'trailers', 'x-trace': 'kept' });
  expect(res.status).toBe(200);
  const seen = JSON.parse(res.body.toString()) as Record<string, string>;
  expect(seen).not.toHaveProperty('keep-alive');
  expect(seen).not.toHaveProperty('proxy-connection');
  expect(seen).not.toHaveProperty('te');
  expect(seen.connection).toBe('keep-alive');
  expect(seen['x-trace']).toBe('kept');
});

test("the service's hop-by-hop headers do not reach the client", async () => {
  const res = await get('/api/facilities/x');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.headers).not.toHaveProperty('keep-alive');
  expect(res.headers).not.toHaveProperty('proxy-connection');
  expect(res.headers).not.toHaveProperty('trailer');
});

test('a large answer arrives whole, byte for byte', async () => {
  const res = await get('/api/facilities/large');
  expect(res.status).toBe(200);
  expect(res.body.length).toBe(LARGE.length);
  expect(createHash('sha256').update(res.body).digest('hex')).toBe(createHash('sha256').update(LARGE).digest('hex'));
});

test('a client that goes away mid-answer ends the request to the service', async () => {
  await new Promise<void>((resolve, reject) => {
    const req = http.get(`${edge.url}/api/facilities/endless`, { agent: false, headers: { authorization: `Bearer ${edge.token}` } }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
  });
  expect(await endlessClosed).toBe(false);
});

test('a service that drops the connection before answering gives 503 with Retry-After', async () => {
  const res = await get('/api/facilities/hang-up');
  expect(res.status).toBe(503);
  expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
});
