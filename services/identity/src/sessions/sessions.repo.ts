import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '@cs/service-kit';
import { refreshTokens, sessionFamilies } from '../schema';
import { revokeAccessTokens } from './revoke-access-tokens';

export type SessionFamilyRow = typeof sessionFamilies.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertFamily(db: Queryable, userId: string, expiresAt: Date): Promise<SessionFamilyRow> {
  const [row] = await db.insert(sessionFamilies).values({ id: uuidv7(), userId, expiresAt }).returning();
  return row;
}

export async function insertRefreshToken(db: Queryable, familyId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ id: uuidv7(), familyId, tokenHash, expiresAt });
}

/** The presented token with its family, both locked: refreshes of one session run one after another. */
export async function lockToken(db: Queryable, tokenHash: string): Promise<{ token: RefreshTokenRow; family: SessionFamilyRow } | undefined> {
  const [row] = await db
    .select({ token: refreshTokens, family: sessionFamilies })
    .from(refreshTokens)
    .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export const markRotated = (db: Queryable, tokenId: string) =>
  db.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, tokenId));

export const revokeFamily = (db: Queryable, familyId: string, reason: string) =>
  db
    .update(sessionFamilies)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));

/**
 * Ends every session of a user (deactivation, deletion, password change or reset), optionally but
 * one, and revokes all their access tokens issued until now (the kept session refreshes for a new one).
 */
export async function revokeUserSessions(db: Queryable, userId: string, reason: string, exceptFamilyId?: string) {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt), exceptFamilyId ? ne(sessionFamilies.id, exceptFamilyId) : undefined));
  await revokeAccessTokens(db, [userId], reason);
}

export async function familyOfToken(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.familyId;
}
