import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call, freePort, grant, TestIssuer } from '@cs/service-kit/testing/index';
import { allRoutesTo, startTestGateway } from './support/gateway';
import { recordingUpstream, silentUpstream, type FakeUpstream } from './support/upstreams';

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;
let issuer: TestIssuer;
let token: string;
const stops: Array<{ stop(): Promise<void> }> = [];

async function track<T extends { stop(): Promise<void> }>(started: Promise<T>): Promise<T> {
  const handle = await started;
  stops.unshift(handle);
  return handle;
}

beforeAll(async () => {
  issuer = await TestIssuer.start();
  token = await issuer.token({ perm: grant(['facilities']) });
});

afterAll(async () => {
  for (const s of stops) await s.stop();
  await issuer?.stop();
});

const expectProblem = (res: { status: number; headers: Headers; body: { code: string; status: number } }, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, code });
};

/** A chunked upload (no Content-Length) of `chunks` × `size` bytes; resolves with status and body. */
function chunkedUpload(gateway: Gateway, chunks: number, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${gateway.url}/api/facilities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    for (let i = 0; i < chunks; i++) req.write('x'.repeat(size));
    req.end();
  });
}

describe('body size', () => {
  let gateway: Gateway;
  let service: FakeUpstream;
  beforeAll(async () => {
    service = await track(recordingUpstream());
    gateway = await track(startTestGateway({ JWKS_URL: issuer.jwksUrl, GATEWAY_BODY_LIMIT: '1kb', ...allRoutesTo(service.url) }));
  });

  test('a body whose Content-Length is over the limit gets 413 and never reaches the service', async () => {
    const res = await call(`${gateway.url}/api/facilities`, { token, body: { name: 'x'.repeat(2000) } });
    expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(service.seen).toEqual([]);
  });

  test('a chunked body is counted as it streams and stopped with 413 past the limit', async () => {
    const res = await chunkedUpload(gateway, 4, 600);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a body within the limit streams through untouched', async () => {
    const res = await chunkedUpload(gateway, 2, 400);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).body).toBe('x'.repeat(800));
  });
});

describe('request framing', () => {
  test('a chunked DELETE carrying a second request is refused with 400, and nothing reaches the service', async () => {
    const service = await track(recordingUpstream());
    const gateway = await track(startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(service.url) }));
    const smuggled = 'GET /api/users HTTP/1.1\r\nhost: x\r\nx-user-id: admin\r\n\r\n';
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${gateway.url}/api/facilities/x`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (c) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode!, body }));
      });
      req.on('error', reject);
      req.end(smuggled);
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).code).toBe('BODY_NOT_ALLOWED');
    await new Promise((r) => setTimeout(r, 100));
    expect(service.seen).toEqual([]);
  });

  test('a DELETE without a body passes', async () => {
    const service = await track(recordingUpstream());
    const gateway = await track(startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(service.url) }));
    const res = await call(`${gateway.url}/api/contracts/00000000-0000-4000-8000-000000000001`, { token, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(service.seen.map((r) => r.method)).toEqual(['DELETE']);
  });
});

describe('rate limit', () => {
  test('past the per-minute limit a client gets 429 with Retry-After', async () => {
    const service = await track(recordingUpstream());
    const gateway = await track(startTestGateway({ JWKS_URL: issuer.jwksUrl, RATE_LIMIT_PER_MINUTE: '3', ...allRoutesTo(service.url) }));
    for (let i = 0; i < 3; i++) expect((await call(`${gateway.url}/api/facilities`, { token })).status).toBe(200);
    const limited = await call(`${gateway.url}/api/facilities`, { token });
    expectProblem(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(service.seen).toHaveLength(3);
  });
});

describe('upstream failures', () => {
  test('a service that is down gives 503 (more in gateway.readiness.test.ts)', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const gateway = await track(startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(closed) }));
    const res = await call(`${gateway.url}/api/facilities`, { token });
    expectProblem(res, 503, 'UPSTREAM_UNAVAILABLE');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  test('a service that does not answer in time gives 504', async () => {
    const silent = await track(silentUpstream());
    const gateway = await track(startTestGateway({ JWKS_URL: issuer.jwksUrl, UPSTREAM_TIMEOUT_MS: '200', ...allRoutesTo(silent.url) }));
    const res = await call(`${gateway.url}/api/facilities`, { token, body: { name: 'Slow' } });
    expectProblem(res, 504, 'UPSTREAM_TIMEOUT');
    expect(silent.seen).toHaveLength(1);
  });
});
