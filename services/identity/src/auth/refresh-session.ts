import { unauthorized } from '@cs/service-kit';
import type { TokenResponse } from '@cs/contracts/http/identity';
import type { IdentityDeps } from '../identity-deps';
import { findUser } from '../users/users.repo';
import { accessClaimsOf, issueAccessToken, type AccessClaims } from './issue-access-token';
import { issueRefreshToken, type IssuedRefreshToken } from '../sessions/issue-refresh-token';
import type { Caller } from './caller';
import { hashRefreshToken } from '../sessions/refresh-tokens';
import { lockToken, markRotated, revokeFamily } from '../sessions/sessions.repo';

type Outcome =
  | { ok: true; refresh: IssuedRefreshToken; claims: AccessClaims; sibling: boolean }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reuse' | 'inactive'; familyId?: string; userId?: string };

export const SESSION_ENDED = 'The session has ended; please log in again.';

/**
 * Exchanges a refresh token for a new one and an access token (rotation). A token that was already
 * exchanged is reuse: within the grace window (parallel tabs) it gets a sibling in the same family;
 * after it, the whole family is revoked. Permissions are read afresh, so role changes apply here.
 */
export async function refreshSession(deps: IdentityDeps, presented: string | undefined, caller: Caller): Promise<{ tokens: TokenResponse; refresh: IssuedRefreshToken }> {
  if (!presented) throw unauthorized(SESSION_ENDED);
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const found = await lockToken(tx, hashRefreshToken(presented));
    if (!found) return { ok: false, reason: 'unknown' };
    const { token, family } = found;
    const ids = { familyId: family.id, userId: family.userId };
    if (family.revokedAt) return { ok: false, reason: 'revoked', ...ids };
    const now = Date.now();
    if (family.expiresAt.getTime() <= now || token.expiresAt.getTime() <= now) return { ok: false, reason: 'expired', ...ids };
    const sibling = token.rotatedAt !== null;
    if (sibling && now - token.rotatedAt!.getTime() > deps.config.REFRESH_REUSE_GRACE_SECONDS * 1000) {
      await revokeFamily(tx, family.id, 'reuse');
      return { ok: false, reason: 'reuse', ...ids };
    }
    const user = await findUser(tx, family.userId);
    if (!user || !user.active) {
      await revokeFamily(tx, family.id, 'inactive');
      return { ok: false, reason: 'inactive', ...ids };
    }
    if (!sibling) await markRotated(tx, token.id);
    return { ok: true, sibling, refresh: await issueRefreshToken(tx, deps.config, family), claims: await accessClaimsOf(tx, user) };
  });
  if (!outcome.ok) {
    const { reason, familyId, userId } = outcome;
    const entry = { event: reason === 'reuse' ? 'security.refresh_token_reuse' : 'security.refresh_refused', reason, familyId, userId };
    if (reason === 'reuse') caller.log.warn(entry, 'refresh token reused after rotation: session revoked');
    else caller.log.info(entry, 'refresh refused');
    throw unauthorized(SESSION_ENDED);
  }
  if (outcome.sibling) caller.log.info({ event: 'security.refresh_grace', userId: outcome.claims.sub }, 'refresh within grace window');
  return { tokens: await issueAccessToken(deps, outcome.claims), refresh: outcome.refresh };
}
