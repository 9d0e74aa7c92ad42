import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { call, forgedTokens, grant, TestIssuer } from '@cs/service-kit/testing/index';
import { startRecordingGateway, type startTestGateway } from './support/gateway';
import type { FakeUpstream } from './support/upstreams';

let issuer: TestIssuer;
let service: FakeUpstream;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let token: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ issuer, service, gateway, token, stop } = await startRecordingGateway());
});

afterAll(() => stop?.());

beforeEach(() => {
  service.seen.length = 0;
});

describe('token checks at the gateway', () => {
  test('every forged token is refused with 401 before any service sees the request', async () => {
    const forged = await forgedTokens(issuer, { perm: grant(['facilities']) });
    for (const [name, bad] of forged) {
      const res = await call(`${gateway.url}/api/facilities`, { token: bad });
      expect([name, res.status]).toEqual([name, 401]);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('UNAUTHORIZED');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    expect(service.seen).toEqual([]);
  });

  test('a request without a token or with another scheme is refused with 401', async () => {
    expect((await call(`${gateway.url}/api/facilities`)).status).toBe(401);
    expect((await call(`${gateway.url}/api/facilities`, { headers: { authorization: 'Basic YTpi' } })).status).toBe(401);
    expect((await call(`${gateway.url}/api/auth/me`)).status).toBe(401);
    expect(service.seen).toEqual([]);
  });

  test('a valid token passes with the full path, query and the token itself (the service verifies again)', async () => {
    const res = await call(`${gateway.url}/api/facilities/abc?search=x&page=2`, { token });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/api/facilities/abc?search=x&page=2');
    expect(res.body.headers.authorization).toBe(`Bearer ${token}`);
  });

  test('login, refresh and logout reach identity without a token', async () => {
    for (const path of ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']) {
      const res = await call(`${gateway.url}${path}`, { method: 'POST', body: { email: 'a@b.example', password: 'x' } });
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.body).toMatchObject({ method: 'POST', url: path });
    }
    expect(service.seen.map((r) => r.body)).toEqual(Array(3).fill('{"email":"a@b.example","password":"x"}'));
  });

  test('only POST makes the auth endpoints public', async () => {
    expect((await call(`${gateway.url}/api/auth/login`)).status).toBe(401);
    expect(service.seen).toEqual([]);
  });

  test('identity headers sent by a client never reach a service', async () => {
    const res = await call(`${gateway.url}/api/facilities`, {
      token,
      headers: { 'x-user-id': 'admin', 'x-user-permissions': 'all', 'x-principal': 'admin', 'x-forwarded-user': 'admin' },
    });
    expect(res.status).toBe(200);
    const spoofed = Object.keys(res.body.headers).filter((h) => /^x-user|^x-principal$|^x-forwarded-user$/.test(h));
    expect(spoofed).toEqual([]);
  });

  test('an unknown path under /api answers 404 problem+json', async () => {
    const res = await call(`${gateway.url}/api/nothing-here`, { token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
    expect(service.seen).toEqual([]);
  });
});

describe('request ids', () => {
  test('a caller’s x-request-id is forwarded to the service and echoed', async () => {
    const res = await call(`${gateway.url}/api/facilities`, { token, headers: { 'x-request-id': 'req-42' } });
    expect(res.headers.get('x-request-id')).toBe('req-42');
    expect(res.body.headers['x-request-id']).toBe('req-42');
  });

  test('without one (or with a malformed one) the gateway generates an id and forwards it', async () => {
    for (const headers of [{}, { 'x-request-id': 'bad id with spaces' }] as Array<Record<string, string>>) {
      const res = await call(`${gateway.url}/api/facilities`, { token, headers });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.headers['x-request-id']).toBe(id);
    }
  });
});

describe('while identity’s signing keys cannot be fetched', () => {
  test('a valid token gets 503 with Retry-After, not 401, and no service sees the request', async () => {
    const keyless = await startRecordingGateway({ JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json' });
    try {
      const res = await call(`${keyless.gateway.url}/api/facilities`, { token: keyless.token });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('SIGNING_KEYS_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('www-authenticate')).toBeNull();
      expect(keyless.service.seen).toEqual([]);
    } finally {
      await keyless.stop();
    }
  });
});
