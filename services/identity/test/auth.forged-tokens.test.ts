import { beforeAll, describe, expect, test } from '@jest/globals';
import { SignJWT, type JWK } from 'jose';
import { allPermissions, mergeGrants } from '@cs/contracts';
import { call, forgedTokens, type TestIssuer, type TokenClaims } from '@cs/service-kit/testing/index';
import { adminToken, harnessForFile } from './harness';

const h = harnessForFile('identity_forged_tokens');
let attacks: Array<[string, string]>;

/**
 * identity's own signing key in the shape of the kit's TestIssuer, so the kit's attack list is
 * built from tokens identity really signs (expired, wrong issuer, wrong audience, wrong typ, …).
 */
async function identityAsIssuer(): Promise<TestIssuer> {
  const { kid, key } = await h.svc.keys.signingKey();
  const publicJwk = (h.svc.keys.jwks().keys as JWK[]).find((k) => k.kid === kid)!;
  return {
    publicJwk,
    token: (claims: TokenClaims, o: { iss?: string; aud?: string; typ?: string; expiresIn?: string | number; iat?: number } = {}) =>
      new SignJWT({ perm: claims.perm ?? {}, emp: claims.emp ?? null, name: claims.name ?? 'Forged' })
        .setProtectedHeader({ alg: 'EdDSA', typ: o.typ ?? 'at+jwt', kid })
        .setSubject(claims.sub ?? '00000000-0000-7000-8000-000000000001')
        .setIssuer(o.iss ?? 'care-staffing-identity')
        .setAudience(o.aud ?? 'care-staffing-api')
        .setIssuedAt(o.iat)
        .setExpirationTime(o.expiresIn ?? '5m')
        .sign(key),
  } as unknown as TestIssuer;
}

beforeAll(async () => {
  attacks = await forgedTokens(await identityAsIssuer(), { perm: mergeGrants(allPermissions) });
});

const protectedRoutes = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/users'],
  ['GET', '/api/roles'],
  ['POST', '/api/auth/keys/rotate'],
];

describe('forged tokens are refused by identity itself', () => {
  test('every attack on every protected route → 401 problem+json', async () => {
    for (const [method, path] of protectedRoutes) {
      for (const [name, token] of attacks) {
        const res = await call(`${h.svc.url}${path}`, { method, token });
        expect({ route: `${method} ${path}`, attack: name, status: res.status }).toEqual({ route: `${method} ${path}`, attack: name, status: 401 });
        expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      }
    }
  });

  test('a genuine token passes the same routes', async () => {
    const token = await adminToken(h.svc.url);
    for (const [method, path] of protectedRoutes.slice(0, 3)) expect((await call(`${h.svc.url}${path}`, { method, token })).status).toBe(200);
  });
});
