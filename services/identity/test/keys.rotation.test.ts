import { describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { createTokenVerifier } from '@cs/service-kit';
import { call } from '@cs/service-kit/testing/index';
import { adminToken, harnessForFile } from './harness';

// A data directory (not memory), so a restart finds the same embedded database. An hour's activation
// delay: the test moves time itself (activatedAgo), and a slow run must not see the new key sign early.
const h = harnessForFile('identity_keys_rotation', { KEY_ACTIVATION_DELAY_SECONDS: '3600' }, { persistent: true });

const jwksUrl = () => `${h.svc.url}/.well-known/jwks.json`;
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const publishedKids = async () => ((await call(jwksUrl())).body.keys as Array<{ kid: string }>).map((k) => k.kid);

/** Time passing, without waiting: a key's activation moves into the past, the store re-reads. */
async function activatedAgo(kid: string, seconds: number) {
  await h.svc.db.execute(sql`update signing_keys set activates_at = now() - make_interval(secs => ${seconds}) where kid = ${kid}`);
  await h.svc.keys.reload();
}

describe('JWKS', () => {
  test('publishes Ed25519 public keys only, without private parts', async () => {
    const res = await call(jwksUrl());
    expect(res.status).toBe(200);
    for (const key of res.body.keys) {
      expect(key).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' });
    }
  });

  test('signing keys persist across a restart: tokens signed before stay valid, the kid stays the same', async () => {
    const before = await adminToken(h.svc.url);
    await h.restart();
    expect((await call(`${h.svc.url}/api/auth/me`, { token: before })).status).toBe(200);
    expect(kidOf(await adminToken(h.svc.url))).toBe(kidOf(before));
  });
});

describe('key rotation', () => {
  test('a new key is published before it signs; old tokens stay valid; verifiers pick the new kid up without restart', async () => {
    const verify = createTokenVerifier({ issuer: 'care-staffing-identity', audience: 'care-staffing-api', keys: jwksUrl() });
    const oldToken = await adminToken(h.svc.url);
    const oldKid = kidOf(oldToken);

    const rotated = await call(`${h.svc.url}/api/auth/keys/rotate`, { method: 'POST', token: oldToken });
    expect(rotated.status).toBe(200);
    const newKid = rotated.body.kid;
    expect(newKid).not.toBe(oldKid);
    expect(Date.parse(rotated.body.activatesAt)).toBeGreaterThan(Date.now());

    // Published at once, but not yet signing.
    expect(await publishedKids()).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect(kidOf(await adminToken(h.svc.url))).toBe(oldKid);
    await expect(verify(oldToken)).resolves.toMatchObject({ userId: expect.any(String) });

    // The activation delay has passed: the new key signs.
    await activatedAgo(oldKid!, 3600);
    await activatedAgo(newKid, 0);
    const newToken = await adminToken(h.svc.url);
    expect(kidOf(newToken)).toBe(newKid);
    await expect(verify(newToken)).resolves.toMatchObject({ userId: expect.any(String) });
    await expect(verify(oldToken)).resolves.toMatchObject({ userId: expect.any(String) });
    expect((await call(`${h.svc.url}/api/auth/me`, { token: oldToken })).status).toBe(200);
    expect((await call(`${h.svc.url}/api/auth/me`, { token: newToken })).status).toBe(200);
    expect(await publishedKids()).toEqual(expect.arrayContaining([oldKid, newKid]));

    // Once every token of the old key has expired, the old key leaves the JWKS.
    await activatedAgo(newKid, 900 + 61);
    expect(await publishedKids()).toEqual([newKid]);
    const freshVerifier = createTokenVerifier({ issuer: 'care-staffing-identity', audience: 'care-staffing-api', keys: jwksUrl() });
    await expect(freshVerifier(oldToken)).rejects.toMatchObject({ status: 401 });
    await expect(freshVerifier(newToken)).resolves.toMatchObject({ userId: expect.any(String) });
  });

  test('rotation needs roles:update', async () => {
    expect((await call(`${h.svc.url}/api/auth/keys/rotate`, { method: 'POST' })).status).toBe(401);
  });
});
