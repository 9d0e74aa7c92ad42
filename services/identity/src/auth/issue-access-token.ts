import { SignJWT } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import { mergeGrants } from '@cs/contracts';
import type { TokenResponse } from '@cs/contracts/http/identity';
import { ACCESS_TOKEN_TYPE, type Queryable } from '@cs/service-kit';
import type { IdentityDeps } from '../identity-deps';
import { rolesOfUser } from '../roles/roles.repo';
import type { UserRow } from '../users/user-record';

/** The claims of an access token besides iss/aud/exp/iat/jti — read from the database at issue time. */
export async function accessClaimsOf(db: Queryable, user: UserRow) {
  const roles = await rolesOfUser(db, user.id);
  return { sub: user.id, name: user.displayName, emp: user.employeeId, fac: user.facilityId, perm: mergeGrants(roles.flatMap((r) => r.permissions)) };
}

export type AccessClaims = Awaited<ReturnType<typeof accessClaimsOf>>;

/** Signs an access token (`typ: at+jwt`, EdDSA, current `kid`), exactly what service-kit's verifier accepts. */
export async function issueAccessToken(deps: Pick<IdentityDeps, 'keys' | 'config'>, claims: AccessClaims): Promise<TokenResponse> {
  const { kid, key } = await deps.keys.signingKey();
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS;
  // `iat` with milliseconds (a NumericDate may have a fraction, RFC 7519 §2): a revocation at T refuses
  // tokens issued before T, and a token issued in the same second after T (a re-activated user
  // logging in again) must not be mistaken for one of them.
  const nowMs = Date.now();
  const accessToken = await new SignJWT({ name: claims.name, emp: claims.emp, fac: claims.fac, perm: claims.perm })
    .setProtectedHeader({ alg: 'EdDSA', typ: ACCESS_TOKEN_TYPE, kid })
    .setIssuer(deps.config.JWT_ISSUER)
    .setAudience(deps.config.JWT_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(nowMs / 1000)
    .setExpirationTime(Math.floor(nowMs / 1000) + ttl)
    .setJti(uuidv7())
    .sign(key);
  return { accessToken, tokenType: 'Bearer', expiresIn: ttl };
}
