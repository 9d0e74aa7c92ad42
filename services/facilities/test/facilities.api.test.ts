import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call, createTestDatabase, grant, startNats, TestIssuer, testEnv, type TestNats } from '@cs/service-kit/testing/index';
import { readConfig } from '../src/config';
import { startFacilities } from '../src/service';

let nats: TestNats;
let issuer: TestIssuer;
let svc: Awaited<ReturnType<typeof startFacilities>>;
let dropDb: () => Promise<void>;
let token: string;

beforeAll(async () => {
  nats = await startNats();
  issuer = await TestIssuer.start();
  const database = await createTestDatabase('facilities_api');
  dropDb = database.drop;
  svc = await startFacilities(readConfig(testEnv({ NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, DATABASE_URL: database.url })));
  token = await issuer.token({ perm: grant(['facilities'], ['read', 'create', 'update']) });
});

afterAll(async () => {
  await svc?.stop();
  await dropDb?.();
  await issuer?.stop();
  await nats?.stop();
});

describe('facilities', () => {
  test('create then get', async () => {
    const created = await call(`${svc.url}/api/facilities`, { token, body: { name: 'Haus Sonnenschein', billingRate: 42.5 } });
    expect(created.status).toBe(200);
    expect(created.body.billingRate).toBe(42.5);
    const got = await call(`${svc.url}/api/facilities/${created.body.id}`, { token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);
  });
});
