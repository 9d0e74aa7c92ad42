import { createLocalJWKSet, importJWK, type CryptoKey, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Db, Logger } from '@cs/service-kit';
import { publishedKeysAt, signingKeyAt } from './key-lifecycle';
import { insertSigningKey, listSigningKeys, updatePrivateKey, type SigningKeyRow } from './signing-keys.repo';
import { generateSigningKey, type GeneratedKey } from './generate-signing-key';
import type { KeyEncryption, StoredPrivateKey } from './key-encryption';
import { takeBootstrapLock } from '../shared/bootstrap-lock';

export interface KeyStore {
  /**
   * Reads the keys from the database; creates the first one when there is none. Checks that every
   * key opens with the configured encryption keys and re-seals those not under the current one.
   */
  load(): Promise<void>;
  /** Re-reads the keys (another replica may have rotated). */
  reload(): Promise<void>;
  /** The key that signs now. */
  signingKey(): Promise<{ kid: string; key: CryptoKey }>;
  /** The public keys to publish now. */
  jwks(): JSONWebKeySet;
  /** A generated key as it is stored: its private part sealed. */
  sealed(key: GeneratedKey): GeneratedKey & { privateJwk: StoredPrivateKey };
  /** Resolves a token's key by `kid` from the published keys — for identity's own token verifier. */
  getKey: JWTVerifyGetKey;
}

/** Signing keys held in memory, backed by the `signing_keys` table so they survive restarts. */
export function createKeyStore(db: Db, accessTokenTtlSeconds: number, logger: Logger, encryption: KeyEncryption): KeyStore {
  let rows: SigningKeyRow[] = [];
  let published: { at: number; set: JSONWebKeySet; resolve: JWTVerifyGetKey } | null = null;
  const privateKeys = new Map<string, Promise<CryptoKey>>();

  const currentPublished = () => {
    const now = Date.now();
    // Recomputed at most once a second: keys change by time as well as by rotation.
    if (!published || now - published.at > 1000) {
      const set = { keys: publishedKeysAt(rows, now, accessTokenTtlSeconds).map((r) => r.publicJwk) };
      published = { at: now, set, resolve: createLocalJWKSet(set) };
    }
    return published;
  };

  const reload = async () => {
    rows = await listSigningKeys(db);
    published = null;
  };

  const sealed = (key: GeneratedKey) => ({ ...key, privateJwk: encryption.seal(key.kid, key.privateJwk) });

  /** Every key opens (else start fails, naming the settings); keys in the clear or under an older key are sealed anew. */
  const reseal = async () => {
    const stale = rows.filter((row) => (encryption.open(row.kid, row.privateJwk), encryption.needsResealing(row.privateJwk)));
    for (const row of stale) await updatePrivateKey(db, row.kid, encryption.seal(row.kid, encryption.open(row.kid, row.privateJwk)));
    if (stale.length > 0) logger.info({ kids: stale.map((row) => row.kid) }, 'signing keys sealed with the current encryption key');
  };

  return {
    async load() {
      await reload();
      if (rows.length === 0) {
        // Under the bootstrap lock: identity processes starting at once on an empty database make one
        // first key, not one each (a process would not know the others' keys until its next reload).
        const key = await generateSigningKey();
        const created = await db.transaction(async (tx) => {
          await takeBootstrapLock(tx);
          if ((await listSigningKeys(tx)).length > 0) return false;
          await insertSigningKey(tx, { ...sealed(key), activatesAt: new Date() });
          return true;
        });
        if (created) logger.info({ kid: key.kid }, 'first signing key created');
        await reload();
      }
      await reseal();
      await reload();
    },
    sealed,
    reload,
    async signingKey() {
      const row = signingKeyAt(rows, Date.now());
      if (!row) throw new Error('no active signing key');
      if (!privateKeys.has(row.kid)) privateKeys.set(row.kid, importJWK(encryption.open(row.kid, row.privateJwk), 'EdDSA') as Promise<CryptoKey>);
      return { kid: row.kid, key: await privateKeys.get(row.kid)! };
    },
    jwks: () => currentPublished().set,
    getKey: (header, token) => currentPublished().resolve(header, token),
  };
}
