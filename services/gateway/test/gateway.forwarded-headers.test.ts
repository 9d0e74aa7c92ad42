import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call } from '@cs/service-kit/testing/index';
import { startRecordingGateway, type startTestGateway } from './support/gateway';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let token: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ gateway, token, stop } = await startRecordingGateway());
});

afterAll(() => stop?.());

test('the service gets X-Forwarded-* (the client address the gateway worked out, not one the client made up) and a kept-alive connection', async () => {
  const host = new URL(gateway.url).host;
  const res = await call(`${gateway.url}/api/facilities`, { token, headers: { 'x-forwarded-for': '192.0.2.7' } });
  expect(res.status).toBe(200);
  const seen = res.body.headers as Record<string, string>;
  // No trusted proxy in front (TRUST_PROXY_HOPS=0): the client is the socket's address alone.
  expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  expect(seen['x-forwarded-proto']).toBe('http');
  expect(seen['x-forwarded-port']).toBe(new URL(gateway.url).port);
  expect(seen['x-forwarded-host']).toBe(host);
  expect(seen.connection).toBe('keep-alive');
});

test('a POST without a body and without a length (curl -X POST) reaches the service as a body-less request, not a chunked one', async () => {
  const { request } = await import('node:http');
  const url = new URL(`${gateway.url}/api/facilities`);
  const seen = await new Promise<Record<string, string>>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${token}` } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text).headers));
    });
    req.on('error', reject);
    req.useChunkedEncodingByDefault = false; // send no framing header at all, as curl does
    req.end();
  });
  expect(seen['transfer-encoding']).toBeUndefined();
  expect(seen['content-length']).toBe('0');
});

describe('behind a trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let behind: Awaited<ReturnType<typeof startRecordingGateway>>;
  beforeAll(async () => {
    behind = await startRecordingGateway({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => behind?.stop());

  test('the service gets the one client address the proxy named, not the chain: a service trusting the gateway alone sees the real client', async () => {
    // What a load balancer sends: whatever the client claimed, then the address it saw.
    const res = await call(`${behind.gateway.url}/api/facilities`, { token: behind.token, headers: { 'x-forwarded-for': '203.0.113.66, 192.0.2.7' } });
    expect(res.status).toBe(200);
    expect((res.body.headers as Record<string, string>)['x-forwarded-for']).toBe('192.0.2.7');
  });
});
