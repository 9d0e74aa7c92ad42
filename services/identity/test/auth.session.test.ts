import { describe, expect, test } from '@jest/globals';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { allPermissions, mergeGrants } from '@cs/contracts';
import { call } from '@cs/service-kit/testing/index';
import { ADMIN, browserHeaders, login, refresh, harnessForFile } from './harness';

const h = harnessForFile('identity_auth_session');

describe('login', () => {
  test('valid credentials give a bearer access token and a refresh cookie', async () => {
    const res = await login(h.svc.url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: 900 });
    expect(res.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('the refresh cookie is HttpOnly, SameSite=Strict, limited to /api/auth and not Secure in tests', async () => {
    const res = await login(h.svc.url);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; Max-Age=\d+/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  test('the access token carries the EdDSA header and the claims every service reads', async () => {
    const { body } = await login(h.svc.url);
    const header = decodeProtectedHeader(body.accessToken);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'at+jwt', kid: expect.any(String) });
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ iss: 'care-staffing-identity', aud: 'care-staffing-api', name: 'Administrator', emp: null });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.jti).toEqual(expect.any(String));
    // iat carries milliseconds (revocations compare with it); exp is the whole second of issue + TTL.
    expect(claims.exp! - Math.floor(claims.iat!)).toBe(900);
    expect(claims.perm).toEqual(mergeGrants(allPermissions));
  });

  test('a wrong password and an unknown email get the same generic 401', async () => {
    const wrong = await login(h.svc.url, ADMIN.email, 'not-the-password');
    const unknown = await login(h.svc.url, 'nobody@example.org', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
    expect(wrong.body.code).toBe(unknown.body.code);
    expect(wrong.refreshToken).toBeUndefined();
  });

  test('the email is matched case-insensitively', async () => {
    expect((await login(h.svc.url, ADMIN.email.toUpperCase())).status).toBe(200);
  });

  test('a body with unknown fields is a 400', async () => {
    const res = await call(`${h.svc.url}/api/auth/login`, { body: { ...ADMIN, remember: true } });
    expect(res.status).toBe(400);
  });
});

describe('me', () => {
  test('returns the caller with roles and merged permissions', async () => {
    const { body } = await login(h.svc.url);
    const me = await call(`${h.svc.url}/api/auth/me`, { token: body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: ADMIN.email, displayName: 'Administrator', active: true, employeeId: null });
    expect(me.body.roles).toEqual([{ id: expect.any(String), name: 'Administrator' }]);
    expect(me.body.roleIds).toEqual([me.body.roles[0].id]);
    expect(me.body.permissions).toEqual(mergeGrants(allPermissions));
    expect(me.body).not.toHaveProperty('passwordHash');
    expect(me.body.lastLoginAt).toEqual(expect.any(String));
  });

  test('without a token → 401', async () => {
    expect((await call(`${h.svc.url}/api/auth/me`)).status).toBe(401);
  });
});

describe('refresh and logout', () => {
  test('refresh gives a new access token and a rotated cookie', async () => {
    const first = await login(h.svc.url);
    const next = await refresh(h.svc.url, first.refreshToken);
    expect(next.status).toBe(200);
    expect(next.body.tokenType).toBe('Bearer');
    expect(next.refreshToken).toBeDefined();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await call(`${h.svc.url}/api/auth/me`, { token: next.body.accessToken })).status).toBe(200);
  });

  test('refresh without a cookie → 401', async () => {
    expect((await refresh(h.svc.url, undefined)).status).toBe(401);
  });

  test('logout revokes the session: the cookie is cleared and the token no longer refreshes', async () => {
    const { refreshToken } = await login(h.svc.url);
    const out = await call(`${h.svc.url}/api/auth/logout`, { method: 'POST', headers: { ...browserHeaders, cookie: `refresh_token=${refreshToken}` } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))).toMatch(/^refresh_token=;.*Max-Age=0/);
    expect((await refresh(h.svc.url, refreshToken)).status).toBe(401);
  });

  test('logout without a cookie is still 204', async () => {
    expect((await call(`${h.svc.url}/api/auth/logout`, { method: 'POST', headers: browserHeaders })).status).toBe(204);
  });
});
