import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call, createTestDatabase, grant, startNats, TestIssuer, testEnv, type TestNats } from '@cs/service-kit/testing/index';
import { readConfig as readFacilitiesConfig } from '../../facilities/src/config';
import { startFacilities } from '../../facilities/src/service';
import { startTestGateway } from './support/gateway';

let nats: TestNats;
let issuer: TestIssuer;
let facilities: Awaited<ReturnType<typeof startFacilities>>;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let dropDb: () => Promise<void>;
let token: string;

beforeAll(async () => {
  nats = await startNats();
  issuer = await TestIssuer.start();
  const database = await createTestDatabase('gateway_facilities');
  dropDb = database.drop;
  facilities = await startFacilities(
    readFacilitiesConfig(testEnv({ NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, DATABASE_URL: database.url })),
  );
  gateway = await startTestGateway({ JWKS_URL: issuer.jwksUrl, FACILITIES_URL: facilities.url });
  token = await issuer.token({ perm: grant(['facilities'], ['read', 'create', 'update']) });
});

afterAll(async () => {
  await gateway?.stop();
  await facilities?.stop();
  await dropDb?.();
  await issuer?.stop();
  await nats?.stop();
});

describe('facilities through the gateway', () => {
  test('a facility created through the gateway can be fetched and listed through it', async () => {
    const created = await call(`${gateway.url}/api/facilities`, { token, body: { name: 'Haus am Gateway', city: 'Köln', billingRate: 39.9 } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Haus am Gateway', city: 'Köln', billingRate: 39.9, version: 1 });
    expect(created.headers.get('etag')).toBe('"1"');

    const got = await call(`${gateway.url}/api/facilities/${created.body.id}`, { token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    const listed = await call(`${gateway.url}/api/facilities?search=am%20gate&pageSize=5`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ totalCount: 1, page: 1, pageSize: 5, totalPages: 1 });
    expect(listed.body.items[0].id).toBe(created.body.id);
  });

  test('an update with a stale If-Match gets the service’s 412 problem unchanged', async () => {
    const created = await call(`${gateway.url}/api/facilities`, { token, body: { name: 'Stale Stift' } });
    const stale = await call(`${gateway.url}/api/facilities/${created.body.id}`, {
      method: 'PUT',
      token,
      body: { name: 'Stale Stift II' },
      headers: { 'if-match': '"7"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(stale.body.code).toBe('VERSION_MISMATCH');
  });

  test('the service’s own validation answers come back through the gateway', async () => {
    const res = await call(`${gateway.url}/api/facilities`, { token, body: { name: 'X', unknownField: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('unknownField');
  });

  test('the caller’s request id reaches the service and comes back', async () => {
    const res = await call(`${gateway.url}/api/facilities`, { token, headers: { 'x-request-id': 'trace-me-123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('trace-me-123');
  });

  test('a request without a token is refused by the gateway', async () => {
    const res = await call(`${gateway.url}/api/facilities`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });
});
