import { afterAll, beforeAll } from '@jest/globals';
import { call, grant, testEnv, TestIssuer } from '@cs/service-kit/testing/index';
import { readConfig } from '../../src/config';
import { startGateway } from '../../src/service';
import { recordingUpstream, type FakeUpstream } from './upstreams';

export const ALLOWED_ORIGIN = 'https://app.care-staffing.example';

/** A gateway on a free port; `env` points routes at real or fake services and tunes limits. */
export function startTestGateway(env: Record<string, string | undefined>) {
  return startGateway(readConfig(testEnv({ GATEWAY_PORT: '0', CORS_ORIGINS: ALLOWED_ORIGIN, ...env })));
}

/** Every route of the gateway pointed at one service. */
export const allRoutesTo = (url: string) => ({ IDENTITY_URL: url, FACILITIES_URL: url, STAFFING_URL: url, AUDIT_URL: url });

/**
 * The usual stage of a gateway test: a token issuer, a recording stand-in service, a gateway
 * routing everything to it, and a token granting facilities; `stop` ends all three.
 */
export async function startRecordingGateway(env: Record<string, string | undefined> = {}) {
  const issuer = await TestIssuer.start();
  const service = await recordingUpstream();
  const gateway = await startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(service.url), ...env });
  const token = await issuer.token({ perm: grant(['facilities']) });
  const stop = async () => {
    await gateway.stop();
    await service.stop();
    await issuer.stop();
  };
  return { issuer, service, gateway, token, stop };
}

type GatewayHandle = Awaited<ReturnType<typeof startTestGateway>>;

/**
 * The stage of tests of how the gateway reaches one service, staffing, at addresses each test picks:
 * a token issuer and a token granting employees, a recording stand-in for every other service —
 * made before the file's tests and stopped after them.
 */
export function staffingStage() {
  let issuer: TestIssuer;
  let token: string;
  let others: FakeUpstream;
  beforeAll(async () => {
    issuer = await TestIssuer.start();
    token = await issuer.token({ perm: grant(['employees']) });
    others = await recordingUpstream();
  });
  afterAll(async () => {
    await others?.stop();
    await issuer?.stop();
  });
  /** A gateway whose STAFFING_URL is `staffing` (one address or several, comma-separated). */
  const gatewayTo = (staffing: string, env: Record<string, string> = {}) =>
    startTestGateway({ JWKS_URL: issuer.jwksUrl, ...allRoutesTo(others.url), STAFFING_URL: staffing, ...env });
  return {
    gatewayTo,
    /** Runs `work` with such a gateway, stopped afterwards whatever happened. */
    async withGateway(staffing: string, work: (gateway: GatewayHandle) => Promise<void>) {
      const gateway = await gatewayTo(staffing);
      try {
        await work(gateway);
      } finally {
        await gateway.stop();
      }
    },
    /** `GET` or `POST /api/employees` (a POST with a small body) through `gateway`, with the token. */
    employees: (gateway: GatewayHandle, method = 'GET', headers: Record<string, string> = {}) =>
      call(`${gateway.url}/api/employees`, { token, method, headers, ...(method === 'POST' ? { body: { firstName: 'A' } } : {}) }),
  };
}
