import { beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@cs/service-kit';
import { call } from '@cs/service-kit/testing/index';
import { ADMIN, adminToken, login, ORIGIN, refresh, harnessForFile } from './harness';

// No grace window here: a second use of a rotated token is always reuse.
const h = harnessForFile('identity_sessions_rotation', { REFRESH_REUSE_GRACE_SECONDS: '0' });
let admin: string;

beforeAll(async () => {
  admin = await adminToken(h.svc.url);
});

async function newUser(email: string) {
  const res = await call(`${h.svc.url}/api/users`, { token: admin, body: { email, displayName: email, password: 'a-long-password-1', roleIds: [] } });
  expect(res.status).toBe(200);
  return res.body;
}

describe('refresh token rotation', () => {
  test('a rotated token used again revokes the whole family: RT1→RT2, RT1 → 401, then RT2 → 401', async () => {
    const rt1 = (await login(h.svc.url)).refreshToken;
    const second = await refresh(h.svc.url, rt1);
    expect(second.status).toBe(200);
    const reuse = await refresh(h.svc.url, rt1);
    expect(reuse.status).toBe(401);
    expect((await refresh(h.svc.url, second.refreshToken)).status).toBe(401);
  });

  test('a chain of refreshes keeps working while each token is used once', async () => {
    let token = (await login(h.svc.url)).refreshToken;
    for (let i = 0; i < 3; i += 1) {
      const next = await refresh(h.svc.url, token);
      expect(next.status).toBe(200);
      token = next.refreshToken;
    }
  });

  test('refresh tokens are stored only as SHA-256 hashes', async () => {
    const { refreshToken } = await login(h.svc.url);
    const hashes = rowsOf<{ token_hash: string }>(await h.svc.db.execute(sql`select token_hash from refresh_tokens`)).map((r) => r.token_hash);
    expect(hashes).not.toContain(refreshToken);
    expect(hashes).toContain(createHash('sha256').update(refreshToken!).digest('base64url'));
  });

  test('after the absolute session lifetime the session cannot be refreshed', async () => {
    const user = await newUser('absolute@example.org');
    const { refreshToken } = await login(h.svc.url, 'absolute@example.org', 'a-long-password-1');
    await h.svc.db.execute(sql`update session_families set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    expect((await refresh(h.svc.url, refreshToken)).status).toBe(401);
  });
});

describe('cookie requests are protected against cross-site use', () => {
  test('without X-Requested-With → 403 (a cross-site form post)', async () => {
    const { refreshToken } = await login(h.svc.url);
    const form = await call(`${h.svc.url}/api/auth/refresh`, {
      method: 'POST',
      rawBody: '',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded', cookie: `refresh_token=${refreshToken}` },
    });
    expect(form.status).toBe(403);
    expect((await refresh(h.svc.url, refreshToken, { origin: ORIGIN })).status).toBe(403);
    expect((await refresh(h.svc.url, refreshToken)).status).toBe(200);
  });

  test('a foreign or null Origin → 403 even with the header', async () => {
    const { refreshToken } = await login(h.svc.url);
    expect((await refresh(h.svc.url, refreshToken, { origin: 'https://evil.example', 'x-requested-with': 'fetch' })).status).toBe(403);
    expect((await refresh(h.svc.url, refreshToken, { origin: 'null', 'x-requested-with': 'fetch' })).status).toBe(403);
    const out = await call(`${h.svc.url}/api/auth/logout`, { method: 'POST', headers: { origin: 'https://evil.example', 'x-requested-with': 'x', cookie: `refresh_token=${refreshToken}` } });
    expect(out.status).toBe(403);
  });

  test('no Origin but the custom header (a non-browser client) is allowed', async () => {
    const { refreshToken } = await login(h.svc.url);
    expect((await refresh(h.svc.url, refreshToken, { 'x-requested-with': 'cli' })).status).toBe(200);
  });

  test('logout without the custom header → 403 and the session stays', async () => {
    const { refreshToken } = await login(h.svc.url);
    const out = await call(`${h.svc.url}/api/auth/logout`, { method: 'POST', headers: { origin: ORIGIN, cookie: `refresh_token=${refreshToken}` } });
    expect(out.status).toBe(403);
    expect((await refresh(h.svc.url, refreshToken)).status).toBe(200);
  });
});

describe('deactivated users', () => {
  test('can neither log in (generic 401) nor refresh an existing session', async () => {
    const user = await newUser('leaving@example.org');
    const session = await login(h.svc.url, 'leaving@example.org', 'a-long-password-1');
    expect(session.status).toBe(200);
    expect((await call(`${h.svc.url}/api/users/${user.id}/deactivate`, { method: 'POST', token: admin })).status).toBe(200);
    const again = await login(h.svc.url, 'leaving@example.org', 'a-long-password-1');
    expect(again.status).toBe(401);
    expect(again.body.detail).toBe((await login(h.svc.url, ADMIN.email, 'wrong-password-xyz')).body.detail);
    expect((await refresh(h.svc.url, session.refreshToken)).status).toBe(401);
  });
});

describe('role changes', () => {
  test('reach the holder at the next refresh', async () => {
    const role = await call(`${h.svc.url}/api/roles`, { token: admin, body: { name: 'Readers', permissions: [{ module: 'facilities', actions: ['read'], scope: 'All' }] } });
    const user = await call(`${h.svc.url}/api/users`, { token: admin, body: { email: 'reader@example.org', displayName: 'Reader', password: 'a-long-password-1', roleIds: [role.body.id] } });
    expect(user.status).toBe(200);
    const session = await login(h.svc.url, 'reader@example.org', 'a-long-password-1');
    const perm = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).perm;
    expect(perm(session.body.accessToken)).toEqual({ facilities: { read: 'All' } });
    const changed = await call(`${h.svc.url}/api/roles/${role.body.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Readers', permissions: [{ module: 'facilities', actions: ['read', 'update'], scope: 'All' }] },
    });
    expect(changed.status).toBe(200);
    const next = await refresh(h.svc.url, session.refreshToken);
    expect(perm(next.body.accessToken)).toEqual({ facilities: { read: 'All', update: 'All' } });
  });
});
