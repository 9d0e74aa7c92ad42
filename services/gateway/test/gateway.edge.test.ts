import http from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import helmet from 'helmet';
import { call, type TestIssuer } from '@cs/service-kit/testing/index';
import { helmetOptions, securityHeaders } from '../src/edge/security-headers';
import { allRoutesTo, startRecordingGateway, startTestGateway } from './support/gateway';
import type { FakeUpstream } from './support/upstreams';

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;
let issuer: TestIssuer;
let service: FakeUpstream;
let gateway: Gateway;
let token: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ issuer, service, gateway, token, stop } = await startRecordingGateway());
});

afterAll(() => stop?.());

/** The headers helmet itself sets on a real response, with the gateway's options. */
function helmetHeaders(): Record<string, string> {
  const req = new http.IncomingMessage(new Socket());
  const res = new http.ServerResponse(req);
  res.setHeader('X-Powered-By', 'Express');
  helmet(helmetOptions)(req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

const headersNamed = (res: { headers: Headers }, names: string[]) => Object.fromEntries(names.map((n) => [n, res.headers.get(n)]));

describe('security headers', () => {
  const expected = helmetHeaders();
  const names = Object.keys(expected);

  test('helmet sets a policy worth checking', () => {
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-content-type-options']));
    expect(names).not.toContain('x-powered-by');
  });

  test('a proxied response carries exactly the headers helmet would set', async () => {
    const res = await call(`${gateway.url}/api/facilities/abc`, { token });
    expect(res.status).toBe(200);
    expect(headersNamed(res, names)).toEqual(expected);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  test('so do the gateway’s own answers: 401, 404 and health', async () => {
    for (const res of [await call(`${gateway.url}/api/facilities`), await call(`${gateway.url}/nowhere`), await call(`${gateway.url}/health/live`)]) {
      expect(headersNamed(res, names)).toEqual(expected);
    }
  });

  test('a policy that depends on the request is refused at start instead of being frozen', () => {
    const nonce = () => `'nonce-${Math.random()}'`;
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [nonce] } } })).toThrow(/differ between requests/);
    const fromLocals = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { nonce: string } }).locals.nonce}'`;
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [fromLocals] } } })).toThrow(/precomputed/);
  });

  test('the docs page keeps its own, looser Content-Security-Policy', async () => {
    const res = await call(`${gateway.url}/api/docs`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('the gateway’s own endpoints after the route table', () => {
  test.each([['/health/live'], ['/health/ready']])('%s answers without a token', async (path) => {
    const res = await call(`${gateway.url}${path}`);
    expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
  });

  test('the OpenAPI document and docs are public but rate limited; health is not limited', async () => {
    const limited = await startTestGateway({ JWKS_URL: issuer.jwksUrl, RATE_LIMIT_PER_MINUTE: '2', ...allRoutesTo(service.url) });
    try {
      expect((await call(`${limited.url}/api/openapi.json`)).status).toBe(200);
      expect((await call(`${limited.url}/api/docs`)).status).toBe(200);
      const third = await call(`${limited.url}/api/docs/init.js`);
      expect([third.status, third.body.code]).toEqual([429, 'RATE_LIMITED']);
      for (let i = 0; i < 3; i++) expect((await call(`${limited.url}/health/live`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('Vary', () => {
  test('a response to a request without Origin says Vary: Origin, next to the service’s Vary', async () => {
    const res = await call(`${gateway.url}/api/facilities/abc`, { token });
    const vary = (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
    expect(vary.sort()).toEqual(['accept', 'origin']);
  });
});

describe('identity headers', () => {
  test('are stripped whatever their case', async () => {
    const seen = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = http.request(`${gateway.url}/api/facilities`, {
        headers: { Authorization: `Bearer ${token}`, 'X-User-Id': 'admin', 'X-USER-ROLES': 'all', 'X-Principal': 'admin', 'X-Forwarded-User': 'admin', 'X-Users-Note': 'kept' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(JSON.parse(body).headers));
      });
      req.on('error', reject);
      req.end();
    });
    expect(Object.keys(seen).filter((h) => h.startsWith('x-user') || h === 'x-principal' || h === 'x-forwarded-user')).toEqual(['x-users-note']);
  });
});
