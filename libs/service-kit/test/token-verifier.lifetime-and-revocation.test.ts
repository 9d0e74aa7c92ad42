import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTokenVerifier, RevocationList } from '../src/index';
import { TestIssuer } from '../src/testing/index';

let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await TestIssuer.start();
});

afterAll(async () => {
  await issuer?.stop();
});

const verifierOf = (options: { maxLifetimeSeconds?: number; revocations?: RevocationList } = {}) =>
  createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience, keys: issuer.jwksUrl, ...options });
const now = () => Math.floor(Date.now() / 1000);

describe('token lifetime', () => {
  test('a correctly signed token living 10 years is refused (401)', async () => {
    const token = await issuer.token({}, { expiresIn: '3650d' });
    await expect(verifierOf()(token)).rejects.toMatchObject({ status: 401, message: 'The access token lives longer than 900 seconds.' });
  });

  test('the default maximum is 900 s: exactly 900 passes, 901 is refused', async () => {
    const iat = now();
    await expect(verifierOf()(await issuer.token({}, { iat, expiresIn: iat + 900 }))).resolves.toMatchObject({ userId: expect.any(String) });
    await expect(verifierOf()(await issuer.token({}, { iat, expiresIn: iat + 901 }))).rejects.toMatchObject({ status: 401 });
  });

  test('the maximum is a setting', async () => {
    const iat = now();
    const token = await issuer.token({}, { iat, expiresIn: iat + 120 });
    await expect(verifierOf({ maxLifetimeSeconds: 60 })(token)).rejects.toMatchObject({ status: 401 });
    await expect(verifierOf({ maxLifetimeSeconds: 120 })(token)).resolves.toMatchObject({ userId: expect.any(String) });
  });
});

describe('revocation', () => {
  const alice = '00000000-0000-7000-8000-00000000000a';
  const bob = '00000000-0000-7000-8000-00000000000b';

  test('a revoked token is refused even when the verifier has it cached; other users and later tokens pass', async () => {
    const revocations = new RevocationList(900);
    const verify = verifierOf({ revocations });
    const iat = now() - 10;
    const aliceToken = await issuer.token({ sub: alice }, { iat, expiresIn: iat + 600 });
    const bobToken = await issuer.token({ sub: bob }, { iat, expiresIn: iat + 600 });
    await verify(aliceToken); // now in the verified-token cache
    revocations.revoke([alice], Date.now() - 5_000);
    await expect(verify(aliceToken)).rejects.toMatchObject({ status: 401, message: 'The access token has been revoked.' });
    await expect(verifierOf({ revocations })(aliceToken)).rejects.toMatchObject({ status: 401 });
    await expect(verify(bobToken)).resolves.toMatchObject({ userId: bob });
    const later = await issuer.token({ sub: alice }, { iat: (Date.now() - 4_000) / 1000, expiresIn: iat + 600 });
    await expect(verify(later)).resolves.toMatchObject({ userId: alice });
  });

  test('`cached` and `known` answer synchronously for a token verified before, and not once it is revoked', async () => {
    const revocations = new RevocationList(900);
    const verify = verifierOf({ revocations });
    const iat = now() - 10;
    const token = await issuer.token({ sub: alice }, { iat, expiresIn: iat + 600 });
    expect(verify.cached?.(token)).toBeUndefined(); // never verified: the verifier itself decides
    await verify(token);
    expect(verify.cached?.(token)).toMatchObject({ userId: alice });
    const known = verify.known?.(token);
    expect(known?.principal).toMatchObject({ userId: alice });
    expect(known?.stillValid()).toBe(true);
    revocations.revoke([alice], Date.now() - 5_000);
    expect(verify.cached?.(token)).toBeUndefined();
    expect(verify.known?.(token)).toBeUndefined();
    expect(known?.stillValid()).toBe(false); // the record kept from before says so too
    await expect(verify(token)).rejects.toMatchObject({ status: 401, message: 'The access token has been revoked.' });
  });

  test('the latest revocation of a user wins; an earlier one arriving late does not shorten it', () => {
    const revocations = new RevocationList(900);
    const t = Date.now();
    revocations.revoke([alice], t);
    revocations.revoke([alice], t - 60_000);
    expect(revocations.isRevoked(alice, (t - 1) / 1000)).toBe(true);
    expect(revocations.isRevoked(alice, (t + 1) / 1000)).toBe(false);
  });
});
