import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';

/** A private JWK sealed with AES-256-GCM; `keyId` names the encryption key, the key's `kid` is authenticated with it. */
export interface SealedJwk {
  sealed: 'A256GCM';
  keyId: string;
  iv: string;
  data: string;
  tag: string;
}
/** What `signing_keys.private_jwk` holds: a sealed key, or a key in the clear (no encryption key configured). */
export type StoredPrivateKey = JWK | SealedJwk;

export const isSealed = (stored: StoredPrivateKey): stored is SealedJwk => (stored as SealedJwk).sealed === 'A256GCM';

interface EncryptionKey {
  id: string;
  key: Buffer;
}

/** Any string of enough entropy (`openssl rand -base64 32`) → a 256-bit key (HKDF-SHA-256) and its fingerprint. */
function derive(secret: string): EncryptionKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'care-staffing identity', 'signing-key-encryption', 32));
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

export interface KeyEncryption {
  /** Seals with the current encryption key; in the clear when none is configured. */
  seal(kid: string, jwk: JWK): StoredPrivateKey;
  /** The private JWK; throws, naming the settings, when the encryption key it was sealed with is not configured. */
  open(kid: string, stored: StoredPrivateKey): JWK;
  /** Stored in the clear, or sealed with another key than the current one. */
  needsResealing(stored: StoredPrivateKey): boolean;
}

/**
 * Envelope encryption of the private signing keys in identity's database, so a copy of the database
 * (a backup, a dump) holds no usable signing key without the secret. `current` seals and opens;
 * `accepted` only opens: the key of before a rotation, or of after one before every replica has it.
 */
export function keyEncryption(current?: string, accepted?: string): KeyEncryption {
  const sealing = current ? derive(current) : undefined;
  const opening = [sealing, accepted ? derive(accepted) : undefined].filter((k): k is EncryptionKey => k !== undefined);
  return {
    seal(kid, jwk) {
      if (!sealing) return jwk;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealing.key, iv).setAAD(Buffer.from(kid));
      const data = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
      return { sealed: 'A256GCM', keyId: sealing.id, iv: iv.toString('base64url'), data: data.toString('base64url'), tag: cipher.getAuthTag().toString('base64url') };
    },
    open(kid, stored) {
      if (!isSealed(stored)) return stored;
      const key = opening.find((k) => k.id === stored.keyId);
      if (!key) {
        throw new Error(`signing key ${kid} is sealed with encryption key ${stored.keyId}, which is neither SIGNING_KEY_ENCRYPTION_KEY nor SIGNING_KEY_ENCRYPTION_KEY_ACCEPTED`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(stored.iv, 'base64url')).setAAD(Buffer.from(kid));
      decipher.setAuthTag(Buffer.from(stored.tag, 'base64url'));
      return JSON.parse(Buffer.concat([decipher.update(Buffer.from(stored.data, 'base64url')), decipher.final()]).toString('utf8')) as JWK;
    },
    needsResealing: (stored) => sealing !== undefined && (!isSealed(stored) || stored.keyId !== sealing.id),
  };
}
