/**
 * The whole system in one test process: a private NATS, identity (with a bootstrap administrator),
 * facilities, staffing, audit and the gateway — each on its own PGlite (or a fresh database on
 * TEST_DATABASE_URL), wired exactly as `npm start` wires them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, createTestDatabase, startNats, testEnv, type TestNats } from '@cs/service-kit/testing/index';
import { forTestFile } from '@cs/service-kit/testing/for-test-file';
import { readConfig as identityConfig } from '../../services/identity/src/config';
import { migrationsFolder as identityMigrations, startIdentity } from '../../services/identity/src/service';
import { readConfig as facilitiesConfig } from '../../services/facilities/src/config';
import { migrationsFolder as facilitiesMigrations, startFacilities } from '../../services/facilities/src/service';
import { readConfig as staffingConfig } from '../../services/staffing/src/config';
import { migrationsFolder as staffingMigrations, startStaffing } from '../../services/staffing/src/service';
import { readConfig as auditConfig } from '../../services/audit/src/config';
import { migrationsFolder as auditMigrations, startAudit } from '../../services/audit/src/service';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config';
import { startGateway } from '../../services/gateway/src/service';

export const ADMIN = { email: 'admin@example.com', password: 'a-long-admin-password' };
export const ORIGIN = 'http://app.example.test';

type Stoppable = { stop(): Promise<void> };

export interface SystemOptions {
  /**
   * Keep audit's database across `restartAudit()`: on PGlite a temporary data directory instead of
   * memory (with TEST_DATABASE_URL audit's database survives anyway).
   */
  persistentAudit?: boolean;
  /** More allowed browser origins besides ORIGIN (comma-separated), e.g. the web client's in the browser tests. */
  corsOrigins?: string;
  /** Every process serves `GET /metrics` on a management listener of its own (`metricsUrl` of each handle). */
  metrics?: boolean;
  /**
   * Each service's database settings (`DATABASE_URL` or `DATA_DIR`), left as they are when the
   * system stops (the backup test restores into them); by default a new test database each.
   */
  storage?: (service: DatabaseService) => Record<string, string>;
  /** A NATS that outlives the system (not stopped with it); by default a private one. */
  nats?: TestNats;
  /**
   * Every service and the gateway export their spans to this OTLP/HTTP endpoint
   * (`OTEL_EXPORTER_OTLP_ENDPOINT`), sending finished spans every 100 ms instead of every 5 s.
   */
  tracesTo?: string;
}

export type DatabaseService = 'identity' | 'facilities' | 'staffing' | 'audit';

export async function startSystem(label: string, options: SystemOptions = {}) {
  const stack: Stoppable[] = [];
  const origins = options.corsOrigins ? `${ORIGIN},${options.corsOrigins}` : ORIGIN;
  const metricsEnv = options.metrics ? { METRICS_PORT: '0' } : {};
  const nats = options.nats ?? (await startNats());
  if (!options.nats) stack.push(nats);
  const tracing = options.tracesTo ? { OTEL_EXPORTER_OTLP_ENDPOINT: options.tracesTo, OTEL_BSP_SCHEDULE_DELAY: '100' } : {};
  const databases: Array<() => Promise<void>> = [];
  const migrations = { identity: identityMigrations, facilities: facilitiesMigrations, staffing: staffingMigrations, audit: auditMigrations };
  async function env(name: DatabaseService, extra: Record<string, string> = {}) {
    if (options.storage) return testEnv({ NATS_URL: nats.url, CORS_ORIGINS: origins, ...options.storage(name), ...extra });
    const database = await createTestDatabase(`${label}_${name}`, migrations[name]);
    databases.push(database.drop);
    return testEnv({ NATS_URL: nats.url, DATABASE_URL: database.url, CORS_ORIGINS: origins, ...metricsEnv, ...tracing, ...extra });
  }
  const identity = await startIdentity(
    identityConfig(await env('identity', { BOOTSTRAP_ADMIN_EMAIL: ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password })),
  );
  stack.push(identity);
  const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
  let auditDataDir: string | undefined;
  if (options.persistentAudit && !process.env.TEST_DATABASE_URL) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-data-'));
    auditDataDir = dir;
    databases.push(async () => rmSync(dir, { recursive: true, force: true }));
  }
  const auditEnv = await env('audit', { ...jwks, ...(auditDataDir ? { DATA_DIR: auditDataDir } : {}) });
  const [facilities, staffing, firstAudit] = await Promise.all([
    startFacilities(facilitiesConfig(await env('facilities', jwks))),
    startStaffing(staffingConfig(await env('staffing', jwks))),
    startAudit(auditConfig(auditEnv)),
  ]);
  let audit = firstAudit;
  stack.push(facilities, staffing, { stop: () => audit.stop() });
  const gateway = await startGateway(
    gatewayConfig(
      testEnv({
        ...jwks,
        GATEWAY_PORT: '0', // a free port: system test files run in parallel
        // Tests poll the audit log; the rate limiter itself is tested in services/gateway.
        RATE_LIMIT_PER_MINUTE: '1000000',
        NATS_URL: nats.url,
        CORS_ORIGINS: origins,
        IDENTITY_URL: identity.url,
        FACILITIES_URL: facilities.url,
        STAFFING_URL: staffing.url,
        AUDIT_URL: audit.url,
        ...metricsEnv,
        ...tracing,
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
    /** The running audit service (a new handle after `restartAudit()`). */
    get audit() {
      return audit;
    },
    gateway,
    api,
    login,
    /**
     * Stops audit (if still running) and starts it again on the same database, port and NATS: its
     * durable consumers resume where they stopped. Needs `persistentAudit` on PGlite.
     */
    async restartAudit() {
      if (!auditEnv.DATABASE_URL && !auditDataDir) throw new Error('restartAudit needs startSystem(…, { persistentAudit: true })');
      await audit.stop();
      audit = await startAudit(auditConfig({ ...auditEnv, PORT: String(audit.port) }));
      return audit;
    },
    async stop() {
      for (const part of stack.reverse()) await part.stop();
      for (const drop of databases) await drop();
    },
  };
}

export type System = Awaited<ReturnType<typeof startSystem>>;

/**
 * `startSystem` before this file's tests (in a `beforeAll`), `stop()` after them; the returned
 * system's members answer once it has started, so a test file needs one line for it.
 */
export function systemForFile(label: string, options: SystemOptions = {}): System {
  let started: System | undefined;
  const running = () => {
    if (!started) throw new Error(`${label}: the system is not running`);
    return started;
  };
  const system = {
    begin: async () => void (started = await startSystem(label, options)),
    stop: async () => started?.stop(),
    get nats() { return running().nats; },
    get identity() { return running().identity; },
    get facilities() { return running().facilities; },
    get staffing() { return running().staffing; },
    get audit() { return running().audit; },
    get gateway() { return running().gateway; },
    api: (path: string) => running().api(path),
    login: (email?: string, password?: string) => running().login(email, password),
    restartAudit: () => running().restartAudit(),
  };
  return forTestFile(system, 180_000);
}
