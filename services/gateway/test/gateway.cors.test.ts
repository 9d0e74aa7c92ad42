import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { grant, TestIssuer } from '@cs/service-kit/testing/index';
import { ALLOWED_ORIGIN, allRoutesTo, startTestGateway } from './support/gateway';
import { recordingUpstream, type FakeUpstream } from './support/upstreams';

let issuer: TestIssuer;
let service: FakeUpstream;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  service = await recordingUpstream();
  gateway = await startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(service.url) });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await issuer?.stop();
});

const preflight = (origin: string) =>
  fetch(`${gateway.url}/api/facilities/0190d1a4-0000-7000-8000-000000000000`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization, content-type, if-match',
    },
  });

const list = (value: string | null) => (value ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('CORS', () => {
  test('a preflight from the allowed origin is answered 204 with credentials, methods and headers', async () => {
    const res = await preflight(ALLOWED_ORIGIN);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(list(res.headers.get('access-control-allow-methods'))).toEqual(expect.arrayContaining(['get', 'post', 'put', 'delete']));
    expect(list(res.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'if-match', 'traceparent', 'x-request-id', 'x-requested-with']),
    );
    expect(list(res.headers.get('vary'))).toContain('origin');
    expect(service.seen).toEqual([]);
  });

  test.each([['https://evil.example'], ['null'], ['http://app.care-staffing.example']])(
    'a preflight from %s gets no allow-origin header',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(service.seen).toEqual([]);
    },
  );

  test('an actual request from the allowed origin gets allow-origin, exposed headers and Vary: Origin kept beside the service’s Vary', async () => {
    const token = await issuer.token({ perm: grant(['facilities']) });
    const res = await fetch(`${gateway.url}/api/facilities`, { headers: { origin: ALLOWED_ORIGIN, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(list(res.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(['etag', 'idempotent-replayed', 'x-request-id', 'retry-after']));
    expect(list(res.headers.get('vary'))).toEqual(expect.arrayContaining(['origin', 'accept']));
  });

  test('a 401 for the allowed origin still carries the CORS headers, so the browser can read it', async () => {
    const res = await fetch(`${gateway.url}/api/facilities`, { headers: { origin: ALLOWED_ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });

  test('an actual request from a foreign origin gets no allow-origin header', async () => {
    const res = await fetch(`${gateway.url}/api/facilities`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
