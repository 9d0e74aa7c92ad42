import type { IdentityDeps } from '../identity-deps';
import type { Caller } from './caller';
import { hashRefreshToken } from '../sessions/refresh-tokens';
import { familyOfToken, revokeFamily } from '../sessions/sessions.repo';

/** Ends the session of the presented refresh token (its whole family). Unknown or absent token: nothing to do. */
export async function logOut(deps: IdentityDeps, presented: string | undefined, caller: Caller): Promise<void> {
  if (!presented) return;
  const familyId = await familyOfToken(deps.db, hashRefreshToken(presented));
  if (!familyId) return;
  await revokeFamily(deps.db, familyId, 'logout');
  caller.log.info({ event: 'security.logout', familyId }, 'logged out');
}
