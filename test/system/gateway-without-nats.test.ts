/**
 * The gateway's NATS connection is optional-safe: it starts and verifies tokens while NATS is down,
 * keeps trying, and follows identity's revocations once NATS is there.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { streams } from '@cs/contracts';
import { ensureStream, REVOCATION_SUBJECT } from '@cs/service-kit';
import { call, eventually, freePort, startNats, testEnv, TestIssuer, type TestNats } from '@cs/service-kit/testing/index';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config';
import { startGateway, type GatewayHandle } from '../../services/gateway/src/service';

let issuer: TestIssuer;
let gateway: GatewayHandle;
let nats: TestNats | undefined;
let natsPort: number;
const alice = '00000000-0000-7000-8000-0000000000a1';
const bob = '00000000-0000-7000-8000-0000000000b0';

beforeAll(async () => {
  issuer = await TestIssuer.start();
  natsPort = await freePort();
  const nowhere = 'http://127.0.0.1:9';
  gateway = await startGateway(
    gatewayConfig(
      testEnv({
        GATEWAY_PORT: '0',
        NATS_URL: `nats://127.0.0.1:${natsPort}`,
        JWKS_URL: issuer.jwksUrl,
        IDENTITY_URL: nowhere,
        FACILITIES_URL: nowhere,
        STAFFING_URL: nowhere,
        AUDIT_URL: nowhere,
      }),
    ),
  );
});

afterAll(async () => {
  await gateway?.stop();
  await nats?.stop();
  await issuer?.stop();
});

/** Past the token check the request goes upstream, which is not there (502/504): anything but 401. */
const passesTokenCheck = async (token: string) => (await call(`${gateway.url}/api/facilities`, { token })).status !== 401;

test('without NATS the gateway starts and accepts valid tokens; once NATS comes up it honours revocations', async () => {
  const aliceToken = await issuer.token({ sub: alice });
  const bobToken = await issuer.token({ sub: bob });
  expect(await passesTokenCheck(aliceToken)).toBe(true);
  expect((await call(`${gateway.url}/api/facilities`)).status).toBe(401);

  nats = await startNats(natsPort);
  const nc = await connect({ servers: nats.url });
  try {
    await ensureStream(await jetstreamManager(nc), streams.identity);
    const data = { userIds: [alice], issuedBefore: new Date().toISOString(), reason: 'test' };
    await jetstream(nc).publish(REVOCATION_SUBJECT, JSON.stringify({ type: 'identity.accessTokens.revoked', version: 1, data }));
  } finally {
    await nc.close();
  }
  await eventually(async () => !(await passesTokenCheck(aliceToken)));
  expect(await passesTokenCheck(bobToken)).toBe(true);
});
