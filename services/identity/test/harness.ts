import { sql } from 'drizzle-orm';
import { rowsOf, type Logger } from '@cs/service-kit';
import { call, createTestDatabase, startNats, testEnv, type TestNats } from '@cs/service-kit/testing/index';
import { readConfig } from '../src/config';
import { startIdentity } from '../src/service';

export const ADMIN = { email: 'admin@example.org', password: 'admin-password-1' };
export const ORIGIN = 'http://app.example.org';
/** What a browser client sends to the cookie-authenticated endpoints. */
export const browserHeaders = { origin: ORIGIN, 'x-requested-with': 'fetch' };

export type Identity = Awaited<ReturnType<typeof startIdentity>>;

export interface Harness {
  svc: Identity;
  nats: TestNats;
  env: Record<string, string | undefined>;
  /** Starts another identity on the same database and NATS (a restart). */
  restart(): Promise<Identity>;
  stop(): Promise<void>;
}

/** NATS, a database and identity with a bootstrap administrator; `overrides` change the environment. */
export async function startHarness(label: string, overrides: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<Harness> {
  const nats = await startNats();
  const database = await createTestDatabase(label);
  const env = testEnv({
    NATS_URL: nats.url,
    DATABASE_URL: database.url,
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    CORS_ORIGINS: ORIGIN,
    KEY_ACTIVATION_DELAY_SECONDS: '0',
    ...overrides,
  });
  const harness: Harness = {
    svc: await startIdentity(readConfig(env), options),
    nats,
    env,
    async restart() {
      await harness.svc.stop();
      harness.svc = await startIdentity(readConfig(env), options);
      return harness.svc;
    },
    async stop() {
      await harness.svc?.stop();
      await database.drop();
      await nats.stop();
    },
  };
  return harness;
}

/** The value of the refresh cookie a response sets ('' when it clears it, undefined when none). */
export function refreshCookieOf(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  return cookie === undefined ? undefined : decodeURIComponent(cookie.split(';')[0].slice('refresh_token='.length));
}

export async function login(url: string, email = ADMIN.email, password = ADMIN.password, headers: Record<string, string> = {}) {
  const res = await call(`${url}/api/auth/login`, { body: { email, password }, headers });
  return { ...res, refreshToken: refreshCookieOf(res.headers) };
}

export async function refresh(url: string, refreshToken: string | undefined, headers: Record<string, string> = browserHeaders) {
  const cookie: Record<string, string> = refreshToken ? { cookie: `refresh_token=${refreshToken}` } : {};
  const res = await call(`${url}/api/auth/refresh`, { method: 'POST', headers: { ...headers, ...cookie } });
  return { ...res, refreshToken: refreshCookieOf(res.headers) };
}

/** An access token for the bootstrap administrator. */
export async function adminToken(url: string): Promise<string> {
  const res = await login(url);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return res.body.accessToken;
}

/** Creates a user through the API (as the given admin token) and returns the response body. */
export async function createUser(url: string, token: string, body: Record<string, unknown>) {
  const res = await call(`${url}/api/users`, { token, body: { password: 'a-long-password-1', roleIds: [], displayName: String(body.email), ...body } });
  if (res.status !== 200) throw new Error(`create user failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The payloads of outbox events of a type (what the relay publishes), oldest first. */
export async function outboxEvents(db: Identity['db'], type: string) {
  const rows = rowsOf<{ payload: { type: string } & Record<string, any> }>(await db.execute(sql`select payload from outbox order by seq`)); // eslint-disable-line @typescript-eslint/no-explicit-any
  return rows.map((r) => r.payload).filter((p) => p.type === type);
}
