/**
 * The whole system in one test process: a private NATS, identity (with a bootstrap administrator),
 * facilities, staffing, audit and the gateway — each on its own PGlite (or a fresh database on
 * TEST_DATABASE_URL), wired exactly as `npm start` wires them.
 */
import { call, createTestDatabase, startNats, testEnv } from '@cs/service-kit/testing/index';
import { readConfig as identityConfig } from '../../services/identity/src/config';
import { startIdentity } from '../../services/identity/src/service';
import { readConfig as facilitiesConfig } from '../../services/facilities/src/config';
import { startFacilities } from '../../services/facilities/src/service';
import { readConfig as staffingConfig } from '../../services/staffing/src/config';
import { startStaffing } from '../../services/staffing/src/service';
import { readConfig as auditConfig } from '../../services/audit/src/config';
import { startAudit } from '../../services/audit/src/service';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config';
import { startGateway } from '../../services/gateway/src/service';

export const ADMIN = { email: 'admin@example.com', password: 'a-long-admin-password' };
export const ORIGIN = 'http://app.example.test';

type Stoppable = { stop(): Promise<void> };

export async function startSystem(label: string) {
  const stack: Stoppable[] = [];
  const nats = await startNats();
  stack.push(nats);
  const databases: Array<() => Promise<void>> = [];
  async function env(name: string, extra: Record<string, string> = {}) {
    const database = await createTestDatabase(`${label}_${name}`);
    databases.push(database.drop);
    return testEnv({ NATS_URL: nats.url, DATABASE_URL: database.url, CORS_ORIGINS: ORIGIN, ...extra });
  }
  const identity = await startIdentity(
    identityConfig(await env('identity', { BOOTSTRAP_ADMIN_EMAIL: ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password })),
  );
  stack.push(identity);
  const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
  const [facilities, staffing, audit] = await Promise.all([
    startFacilities(facilitiesConfig(await env('facilities', jwks))),
    startStaffing(staffingConfig(await env('staffing', jwks))),
    startAudit(auditConfig(await env('audit', jwks))),
  ]);
  stack.push(facilities, staffing, audit);
  const gateway = await startGateway(
    gatewayConfig(
      testEnv({
        ...jwks,
        NATS_URL: nats.url,
        CORS_ORIGINS: ORIGIN,
        IDENTITY_URL: identity.url,
        FACILITIES_URL: facilities.url,
        STAFFING_URL: staffing.url,
        AUDIT_URL: audit.url,
      }),
    ),
  );
  stack.push(gateway);
  const api = (path: string) => `${gateway.url}${path}`;

  async function login(email = ADMIN.email, password = ADMIN.password) {
    const res = await call(api('/api/auth/login'), { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return { token: res.body.accessToken as string, cookie: res.headers.get('set-cookie') ?? '' };
  }

  return {
    nats,
    identity,
    facilities,
    staffing,
    audit,
    gateway,
    api,
    login,
    async stop() {
      for (const part of stack.reverse()) await part.stop();
      for (const drop of databases) await drop();
    },
  };
}

export type System = Awaited<ReturnType<typeof startSystem>>;
