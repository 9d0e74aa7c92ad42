import type { Logger } from '@cs/service-kit';
import { call, outboxEvents as readOutbox, ServiceUnderTest } from '@cs/service-kit/testing/index';
import { forTestFile } from '@cs/service-kit/testing/for-test-file';
import { readConfig, type IdentityConfig } from '../src/config';
import { migrationsFolder, startIdentity } from '../src/service';

export const ADMIN = { email: 'admin@example.org', password: 'admin-password-1' };
export const ORIGIN = 'http://app.example.org';
/** What a browser client sends to the cookie-authenticated endpoints. */
export const browserHeaders = { origin: ORIGIN, 'x-requested-with': 'fetch' };

export type Identity = Awaited<ReturnType<typeof startIdentity>>;

/** identity under test (the kit's `ServiceUnderTest`): `svc`, `nats`, `env`, `restart()`, `stop()`. */
export type Harness = ServiceUnderTest<Identity, IdentityConfig>;

/** `logger` replaces identity's; `persistent`: PGlite in a temporary directory, so a restart finds the same data. */
export interface IdentityTestOptions {
  logger?: Logger;
  persistent?: boolean;
}

const identityUnderTest = (label: string, overrides: Record<string, string>, options: IdentityTestOptions) =>
  new ServiceUnderTest({
    label,
    migrationsFolder,
    start: (config: IdentityConfig) => startIdentity(config, { logger: options.logger }),
    readConfig,
    issuer: false,
    persistent: options.persistent,
    env: {
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      CORS_ORIGINS: ORIGIN,
      KEY_ACTIVATION_DELAY_SECONDS: '0',
      ...overrides,
    },
  });

/** NATS, a database and identity with a bootstrap administrator; `overrides` change the environment. */
export function startHarness(label: string, overrides: Record<string, string> = {}, options: IdentityTestOptions = {}): Promise<Harness> {
  return identityUnderTest(label, overrides, options).begin();
}

/** `startHarness` before this file's tests, `stop()` after them. */
export function harnessForFile(label: string, overrides: Record<string, string> = {}, options: IdentityTestOptions = {}): Harness {
  return forTestFile(identityUnderTest(label, overrides, options));
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

/** The service's URL and an access token of the bootstrap administrator, for a test file's set-up. */
export async function signedInAdmin(h: Harness) {
  return { url: h.svc.url, admin: await adminToken(h.svc.url) };
}

/** Creates a user through the API (as the given admin token) and returns the response body. */
export async function createUser(url: string, token: string, body: Record<string, unknown>) {
  const res = await call(`${url}/api/users`, { token, body: { password: 'a-long-password-1', roleIds: [], displayName: String(body.email), ...body } });
  if (res.status !== 200) throw new Error(`create user failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The payloads of outbox events of a type (what the relay publishes), oldest first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const outboxEvents = (db: Identity['db'], type: string) => readOutbox<{ type: string } & Record<string, any>>(db, { type });
