import { testEnv } from '@cs/service-kit/testing/index';
import { readConfig } from '../../src/config';
import { startGateway } from '../../src/service';

export const ALLOWED_ORIGIN = 'https://app.care-staffing.example';

/** A gateway on a free port; `env` points routes at real or fake services and tunes limits. */
export function startTestGateway(env: Record<string, string | undefined>) {
  return startGateway(readConfig(testEnv({ GATEWAY_PORT: '0', CORS_ORIGINS: ALLOWED_ORIGIN, ...env })));
}

/** Every route of the gateway pointed at one service. */
export const allRoutesTo = (url: string) => ({ IDENTITY_URL: url, FACILITIES_URL: url, STAFFING_URL: url, AUDIT_URL: url });
