/**
 * The response headers of a proxied request (issue 14: the edge's headers are collected and written
 * with the service's in one `writeHead`): the edge's own headers win over a service's of the same
 * name, everything else of the service's arrives as sent (repeated headers too), `Vary` is merged,
 * and every `/api` answer carries the rate-limit headers.
 */
import net from 'node:net';
import { expect, test } from '@jest/globals';
import { call } from '@cs/service-kit/testing/index';
import { gatewayInFrontOf } from './support/stand-in-service';

/** A service that sets headers the edge owns (a weaker CSP, `X-Powered-By`) beside its own. */
const edge = gatewayInFrontOf(
  (_req, res) => {
    res.setHeader('content-security-policy', "default-src *");
    res.setHeader('x-powered-by', 'Express');
    res.setHeader('set-cookie', ['a=1; HttpOnly', 'b=2; HttpOnly']);
    res.setHeader('vary', 'Accept, Accept-Language');
    res.setHeader('etag', 'W/"7"');
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  },
  { RATE_LIMIT_PER_MINUTE: '50' },
);

test('the edge’s headers win over the service’s; the service’s own arrive as sent, Vary merged', async () => {
  const res = await call(`${edge.url}/api/facilities/x`, { token: edge.token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
  expect(res.headers.get('etag')).toBe('W/"7"');
  expect((res.headers.get('vary') ?? '').split(',').map((v) => v.trim()).sort()).toEqual(['Accept', 'Accept-Language', 'Origin']);
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('a proxied answer carries the draft-7 rate-limit headers, counting down', async () => {
  const first = await call(`${edge.url}/api/facilities/x`, { token: edge.token });
  const second = await call(`${edge.url}/api/facilities/x`, { token: edge.token });
  expect(first.headers.get('ratelimit-policy')).toBe('50;w=60');
  const remaining = (res: { headers: Headers }) => Number(/^limit=50, remaining=(\d+), reset=(\d+)$/.exec(res.headers.get('ratelimit') ?? '')?.[1]);
  expect(remaining(second)).toBe(remaining(first) - 1);
});

test('an HTTP/1.0 client gets the body without chunked framing, and Connection: close', async () => {
  const { port } = new URL(edge.url);
  const raw = await new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET /api/facilities/x HTTP/1.0\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${edge.token}\r\n\r\n`),
    );
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [head, body] = raw.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 200/);
  expect(head.toLowerCase()).not.toContain('transfer-encoding');
  expect(head.toLowerCase()).toContain('connection: close');
  expect(body).toBe('{"ok":true}');
});
