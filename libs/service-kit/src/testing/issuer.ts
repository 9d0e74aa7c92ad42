import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import type { PermissionMap } from '@cs/contracts';

export interface TokenClaims {
  sub?: string;
  perm?: PermissionMap;
  emp?: string | null;
  name?: string;
}

/**
 * A stand-in for identity in tests of other services: an Ed25519 key served as a real JWKS over
 * HTTP, and tokens signed the way identity signs them (or deliberately wrong, for attack tests).
 */
export class TestIssuer {
  private constructor(
    readonly jwksUrl: string,
    readonly issuer: string,
    readonly audience: string,
    private readonly privateKey: CryptoKey,
    readonly publicJwk: JWK,
    private readonly server: http.Server,
  ) {}

  static async start(issuer = 'care-staffing-identity', audience = 'care-staffing-api'): Promise<TestIssuer> {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'EdDSA', use: 'sig' };
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return new TestIssuer(`http://127.0.0.1:${port}/.well-known/jwks.json`, issuer, audience, privateKey, publicJwk, server);
  }

  /** A valid access token; `overrides` changes header or claims to forge a bad one. */
  async token(claims: TokenClaims = {}, overrides: { iss?: string; aud?: string; typ?: string; expiresIn?: string | number; iat?: number } = {}) {
    // One clock reading for both claims: jose reads the clock once per setter, and a second
    // boundary between the two would make a 15-minute token live 901 s, which verifiers refuse.
    const now = Math.floor(Date.now() / 1000);
    const iat = overrides.iat ?? now;
    const exp = overrides.expiresIn ?? iat + 15 * 60;
    const jwt = new SignJWT({ perm: claims.perm ?? {}, emp: claims.emp ?? null, name: claims.name ?? 'Test User' })
      .setProtectedHeader({ alg: 'EdDSA', typ: overrides.typ ?? 'at+jwt', kid: 'test-key-1' })
      .setSubject(claims.sub ?? '00000000-0000-7000-8000-000000000001')
      .setIssuer(overrides.iss ?? this.issuer)
      .setAudience(overrides.aud ?? this.audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp); // 15 min by default, the verifiers' longest lifetime: a slow file's tokens must not expire mid-run
    return jwt.sign(this.privateKey);
  }

  async stop() {
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

/** A permission map granting `actions` on `modules` with `scope`. */
export const grant = (modules: string[], actions = ['read', 'create', 'update', 'delete'], scope: 'Own' | 'All' = 'All'): PermissionMap =>
  Object.fromEntries(modules.map((m) => [m, Object.fromEntries(actions.map((a) => [a, scope]))])) as PermissionMap;
