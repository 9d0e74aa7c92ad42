import { grant, testEnv, TestIssuer } from '@cs/service-kit/testing/index';
import { readConfig } from '../../src/config';
import { startGateway } from '../../src/service';
import { recordingUpstream } from './upstreams';

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
