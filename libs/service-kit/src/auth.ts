import { jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import { permissionMapSchema, type PermissionMap } from '@cs/contracts';
import { z } from 'zod';
import { unauthorized } from './problem-details';
import { KeysUnreachable, keysUnavailable, remoteKeySet } from './remote-key-set';
import type { RevocationList } from './revocation/revocation-list';

/** Access tokens are signed with Ed25519 only; nothing else is ever accepted. */
export const ACCESS_TOKEN_ALGORITHMS = ['EdDSA'];
export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** The longest access-token lifetime (`exp − iat`) a verifier accepts by default: identity's maximum TTL. */
export const DEFAULT_ACCESS_TOKEN_MAX_LIFETIME_SECONDS = 900;

/** The verified caller, as every service sees it. */
export interface Principal {
  userId: string;
  displayName: string | null;
  employeeId: string | null;
  /** The facility a facility user's account is linked to (claim `fac`): the facility portal's records are that facility's. */
  facilityId: string | null;
  permissions: PermissionMap;
  tokenId: string | null;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  name: z.string().nullable().optional(),
  emp: z.string().nullable().optional(),
  fac: z.string().nullable().optional(),
  perm: permissionMapSchema,
  jti: z.string().optional(),
});

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Where the keys come from: a JWKS URL (fetched by `kid`, refetched on an unknown `kid`) or a key resolver. */
  keys: string | JWTVerifyGetKey;
  /** Tokens whose `exp − iat` exceeds this are refused, however well signed (default 900 s). */
  maxLifetimeSeconds?: number;
  /** Revoked tokens ("user U, issued before T") are refused, also when they are in the cache. */
  revocations?: RevocationList;
}

export interface TokenVerifier {
  (token: string): Promise<Principal>;
  /**
   * The principal of a token this verifier has verified before, still unexpired and not revoked —
   * synchronously and without allocating (the gateway's hot path); `undefined` otherwise, and then
   * the verifier itself decides. Optional: a verifier without a cache has none.
   */
  cached?(token: string): Principal | undefined;
  /**
   * The same as `cached`, as the verifier's own record of the token, whose `stillValid()` checks
   * expiry and revocation again without looking the token up (a caller that remembers which token
   * it saw last, such as the gateway per connection, compares strings instead of hashing a long one).
   */
  known?(token: string): VerifiedToken | undefined;
}

/** A token the verifier has verified: its principal, and whether it still stands (unexpired, not revoked), checked at each call. */
export interface VerifiedToken {
  readonly principal: Principal;
  stillValid(): boolean;
}

class CachedToken implements VerifiedToken {
  constructor(
    readonly principal: Principal,
    /** epoch ms */
    readonly expiresAt: number,
    /** `iat` in seconds */
    readonly issuedAt: number,
    private readonly revocations: RevocationList | undefined,
  ) {}

  /** Revoked since it was issued (deactivation, password reset, role change). */
  revoked(): boolean {
    return this.revocations?.isRevoked(this.principal.userId, this.issuedAt) === true;
  }

  stillValid(): boolean {
    return this.expiresAt > Date.now() && !this.revoked();
  }
}

/**
 * Verified tokens are remembered until they expire, so a client's repeated requests cost one
 * signature check, not one each. Only successfully verified tokens enter; the entry dies with `exp`.
 */
class VerifiedTokenCache {
  private readonly entries = new Map<string, CachedToken>();
  constructor(
    private readonly revocations: RevocationList | undefined,
    private readonly capacity = 10_000,
  ) {}

  get(token: string): CachedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, principal: Principal, exp: number, iat: number) {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, new CachedToken(principal, exp * 1000, iat, this.revocations));
  }
}

const REVOKED = 'The access token has been revoked.';
class TokenRefused extends Error {}

/**
 * One verifier for gateway and services: pinned algorithm, issuer, audience, expiry and `typ`; a
 * lifetime of at most `maxLifetimeSeconds`; not revoked.
 */
export function createTokenVerifier(options: TokenVerifierOptions & { cache?: boolean }): TokenVerifier {
  const { issuer, audience, keys, cache = true, revocations } = options;
  const maxLifetime = options.maxLifetimeSeconds ?? DEFAULT_ACCESS_TOKEN_MAX_LIFETIME_SECONDS;
  const getKey = typeof keys === 'string' ? remoteKeySet(keys) : keys;
  const verified = cache ? new VerifiedTokenCache(revocations) : null;
  // `get` has already dropped an expired entry: only revocation is left to ask.
  const known = (token: string) => {
    const entry = verified?.get(token);
    return entry === undefined || entry.revoked() ? undefined : entry;
  };
  const cached = (token: string) => known(token)?.principal;
  const verify = async (token: string) => {
    const known = verified?.get(token);
    if (known) {
      if (known.revoked()) throw unauthorized(REVOKED);
      return known.principal;
    }
    try {
      const { payload } = await jwtVerify(token, getKey, {
        algorithms: ACCESS_TOKEN_ALGORITHMS,
        issuer,
        audience,
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 5,
      });
      const { exp, iat } = payload as { exp: number; iat: number };
      if (exp - iat > maxLifetime) throw new TokenRefused(`The access token lives longer than ${maxLifetime} seconds.`);
      const claims = claimsSchema.parse(payload);
      if (revocations?.isRevoked(claims.sub, iat)) throw new TokenRefused(REVOKED);
      const principal: Principal = {
        userId: claims.sub,
        displayName: claims.name ?? null,
        employeeId: claims.emp ?? null,
        facilityId: claims.fac ?? null,
        permissions: claims.perm,
        tokenId: claims.jti ?? null,
      };
      verified?.set(token, principal, exp, iat);
      return principal;
    } catch (error) {
      if (error instanceof KeysUnreachable) throw keysUnavailable();
      throw unauthorized(describeTokenError(error));
    }
  };
  return verified ? Object.assign(verify, { cached, known }) : verify;
}

function describeTokenError(error: unknown): string {
  if (error instanceof TokenRefused) return error.message;
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JOSEError) return 'The access token is invalid.';
  return 'The access token is invalid.';
}

/** `Authorization: Bearer <token>` → token, or null when the header is absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]*)$/.exec(header.trim());
  return match ? match[1] : null;
}
