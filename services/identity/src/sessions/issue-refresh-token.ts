import type { Queryable } from '@cs/service-kit';
import type { IdentityConfig } from '../config';
import { newRefreshToken } from './refresh-tokens';
import { insertFamily, insertRefreshToken, type SessionFamilyRow } from './sessions.repo';

export interface IssuedRefreshToken {
  token: string;
  /** Cookie lifetime: the token's idle timeout, cut at the session's absolute end. */
  maxAgeSeconds: number;
}

/** A new token in `family`, valid for the idle timeout but never past the family's absolute end. */
export async function issueRefreshToken(db: Queryable, config: IdentityConfig, family: SessionFamilyRow): Promise<IssuedRefreshToken> {
  const { token, hash } = newRefreshToken();
  const expiresAt = new Date(Math.min(Date.now() + config.REFRESH_TOKEN_TTL_SECONDS * 1000, family.expiresAt.getTime()));
  await insertRefreshToken(db, family.id, hash, expiresAt);
  return { token, maxAgeSeconds: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) };
}

/** A new session (login): a fresh family with an absolute end, and its first token. */
export async function startSession(db: Queryable, config: IdentityConfig, userId: string): Promise<IssuedRefreshToken> {
  const family = await insertFamily(db, userId, new Date(Date.now() + config.SESSION_MAX_AGE_SECONDS * 1000));
  return issueRefreshToken(db, config, family);
}
