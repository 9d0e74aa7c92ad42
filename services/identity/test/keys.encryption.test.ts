/**
 * SIGNING_KEY_ENCRYPTION_KEY seals the private signing keys in identity's database: a copy of the
 * table holds no usable key, tokens keep working across restarts, keys stored in the clear are sealed
 * at the next start, the encryption key can be rotated (…_ACCEPTED), and a start with the wrong key
 * fails and names the settings instead of signing with nothing.
 */
import { describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { rowsOf } from '@cs/service-kit';
import { call } from '@cs/service-kit/testing/index';
import { keyEncryption } from '../src/keys/key-encryption';
import { adminToken, harnessForFile } from './harness';

const h = harnessForFile('identity_keys_encryption', {}, { persistent: true });
const FIRST = 'first-encryption-key-of-at-least-32-chars';
const SECOND = 'second-encryption-key-of-at-least-32-chars';

const storedKeys = async () => rowsOf<{ kid: string; private_jwk: Record<string, unknown> }>(await h.svc.db.execute(sql`select kid, private_jwk from signing_keys`));
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const me = (token: string) => call(`${h.svc.url}/api/auth/me`, { token });

async function restartWith(current?: string, accepted?: string) {
  h.env.SIGNING_KEY_ENCRYPTION_KEY = current;
  h.env.SIGNING_KEY_ENCRYPTION_KEY_ACCEPTED = accepted;
  await h.restart();
}

describe('sealed signing keys', () => {
  test('a key stored in the clear is sealed at the next start with an encryption key; the same key keeps signing', async () => {
    const before = await adminToken(h.svc.url);
    expect((await storedKeys())[0].private_jwk).toHaveProperty('d');

    await restartWith(FIRST);
    const [row] = await storedKeys();
    expect(row.private_jwk).toEqual({ sealed: 'A256GCM', keyId: expect.any(String), iv: expect.any(String), data: expect.any(String), tag: expect.any(String) });
    expect(JSON.stringify(row.private_jwk)).not.toContain('"d"');
    expect((await me(before)).status).toBe(200);
    expect(kidOf(await adminToken(h.svc.url))).toBe(kidOf(before));
  });

  test('a rotated signing key is stored sealed too', async () => {
    const rotated = await call(`${h.svc.url}/api/auth/keys/rotate`, { method: 'POST', token: await adminToken(h.svc.url) });
    expect(rotated.status).toBe(200);
    const row = (await storedKeys()).find((r) => r.kid === rotated.body.kid)!;
    expect(row.private_jwk).toMatchObject({ sealed: 'A256GCM' });
  });

  test('without the encryption key identity does not start, and says which setting is missing', async () => {
    await expect(restartWith(undefined)).rejects.toThrow(/sealed with encryption key \w+, which is neither SIGNING_KEY_ENCRYPTION_KEY nor SIGNING_KEY_ENCRYPTION_KEY_ACCEPTED/);
  });

  test('rotating the encryption key: the new one seals, the old one accepted opens; after the restart the old one is not needed', async () => {
    await restartWith(FIRST);
    const token = await adminToken(h.svc.url);
    const sealedUnderFirst = (await storedKeys()).map((r) => r.private_jwk.keyId);

    await restartWith(SECOND, FIRST);
    const resealed = (await storedKeys()).map((r) => r.private_jwk.keyId);
    expect(new Set(resealed).size).toBe(1);
    expect(resealed[0]).not.toBe(sealedUnderFirst[0]);
    expect((await me(token)).status).toBe(200);

    await restartWith(SECOND);
    expect((await me(token)).status).toBe(200);
    expect((await me(await adminToken(h.svc.url))).status).toBe(200);
    await expect(restartWith(FIRST)).rejects.toThrow(/SIGNING_KEY_ENCRYPTION_KEY/);
    await restartWith(SECOND);
  });
});

describe('the sealing itself', () => {
  const jwk = { kty: 'OKP', crv: 'Ed25519', x: 'public', d: 'private' };

  test('a sealed key opens only under its own kid and with its own encryption key', () => {
    const sealed = keyEncryption(FIRST).seal('kid-1', jwk);
    expect(keyEncryption(FIRST).open('kid-1', sealed)).toEqual(jwk);
    expect(keyEncryption(SECOND, FIRST).open('kid-1', sealed)).toEqual(jwk);
    expect(() => keyEncryption(FIRST).open('kid-2', sealed)).toThrow();
    expect(() => keyEncryption(SECOND).open('kid-1', sealed)).toThrow(/neither SIGNING_KEY_ENCRYPTION_KEY/);
  });

  test('a changed byte of the sealed data is refused', () => {
    const sealed = keyEncryption(FIRST).seal('kid-1', jwk) as { data: string };
    const bytes = Buffer.from(sealed.data, 'base64url');
    bytes[0] ^= 1;
    expect(() => keyEncryption(FIRST).open('kid-1', { ...sealed, data: bytes.toString('base64url') } as never)).toThrow();
  });
});
