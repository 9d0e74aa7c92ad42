/**
 * Two identity processes on one database, started at once on an empty one: one bootstrap
 * administrator and one first signing key (both under the bootstrap lock), so each process accepts
 * the other's tokens. Login throttling counts in the shared database: failures spread over both
 * processes are counted together, and an address the owner logged in from through one process is
 * known to the other.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { rowsOf } from '@cs/service-kit';
import { call } from '@cs/service-kit/testing/index';
import { ADMIN, adminToken, createUser, login } from '../../services/identity/test/harness';
import { replicasForFile } from './support/replica-platform';
import type { ServiceProcess } from './support/service-process';

const platform = replicasForFile('replicas_identity');
const PASSWORD = 'a-long-password-1';
let identities: ServiceProcess[];
let admin: string;

beforeAll(async () => {
  identities = await platform.start('identity', 2, {
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    KEY_ACTIVATION_DELAY_SECONDS: '0',
    LOGIN_ACCOUNT_MAX_FAILURES: '3',
    LOGIN_ADDRESS_MAX_FAILURES: '50',
    LOGIN_ACCOUNT_TOTAL_MAX_FAILURES: '6',
  });
  admin = await adminToken(identities[0].url);
}, 240_000);

/** The client address identity sees: the gateway (a trusted loopback proxy) forwards it. */
const from = (address: string) => ({ 'x-forwarded-for': address });
const on = (i: number) => identities[i % 2].url;

describe('two identity processes on one database', () => {
  test('started at once on an empty database: one administrator, one signing key; each accepts the tokens of the other', async () => {
    const pool = new pg.Pool({ connectionString: await platform.databaseUrl('identity'), max: 1 });
    try {
      const db = drizzle({ client: pool });
      const [counts] = rowsOf<{ users: number; keys: number }>(await db.execute(sql`select (select count(*) from users)::int as users, (select count(*) from signing_keys)::int as keys`));
      expect(counts).toEqual({ users: 1, keys: 1 });
    } finally {
      await pool.end();
    }
    const jwks = await Promise.all(identities.map(async (p) => (await call(`${p.url}/.well-known/jwks.json`)).body));
    expect(jwks[1]).toEqual(jwks[0]);
    for (const [signer, verifier] of [[0, 1], [1, 0]]) {
      const token = (await login(identities[signer].url)).body.accessToken;
      expect((await call(`${identities[verifier].url}/api/auth/me`, { token })).status).toBe(200);
    }
  });

  test('20 parallel wrong passwords for one account from one address, spread over both processes: 3 checked in all, the rest → 429', async () => {
    const { email } = await createUser(on(0), admin, { email: 'parallel@example.org' });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(on(i), email, 'wrong-password-1', from('10.0.0.1'))));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
    for (const i of [0, 1]) expect((await login(on(i), email, PASSWORD, from('10.0.0.1'))).status).toBe(429);
  });

  test('guessing from many addresses through both processes is bounded per account; the owner still logs in where they did before, through either', async () => {
    const { email } = await createUser(on(0), admin, { email: 'distributed@example.org' });
    expect((await login(on(0), email, PASSWORD, from('10.0.3.1'))).status).toBe(200);
    for (let i = 1; i <= 6; i += 1) expect((await login(on(i), email, 'wrong-password-1', from(`10.0.4.${i}`))).status).toBe(401);
    expect((await login(on(0), email, 'wrong-password-1', from('10.0.4.7'))).status).toBe(429);
    expect((await login(on(1), email, PASSWORD, from('10.0.4.8'))).status).toBe(429);
    expect((await login(on(1), email, PASSWORD, from('10.0.3.1'))).status).toBe(200);
  });
});
