import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface GeneratedKey {
  kid: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

/** A fresh Ed25519 key pair; `kid` is the RFC 7638 thumbprint of the public key. */
export async function generateSigningKey(): Promise<GeneratedKey> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const publicPart = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicPart);
  const meta = { kid, alg: 'EdDSA', use: 'sig' };
  return { kid, publicJwk: { ...publicPart, ...meta }, privateJwk: { ...(await exportJWK(privateKey)), ...meta } };
}
