import { eq } from 'drizzle-orm';
import { recordEvent, type Queryable } from '@cs/service-kit';
import { identityEventTypes, type AccessTokensRevokedEventData } from '@cs/contracts/events/identity';
import type { RoleResponse, UserResponse } from '@cs/contracts/http/identity';
import { userRoles } from '../schema';
import { systemActor } from '../shared/system-actor';

/** Users per event: a role held by thousands still makes events far below NATS's payload limit. */
const USERS_PER_EVENT = 1_000;

/**
 * Every access token of `userIds` issued until now is refused by the gateway and every service
 * (`identity.accessTokens.revoked`, recorded in the caller's transaction, so it is published exactly
 * when the change commits). The actor is "system": the change that caused it is its own event with
 * the real actor.
 */
export async function revokeAccessTokens(tx: Queryable, userIds: readonly string[], reason: string, subject?: { type: 'user' | 'role'; id: string }) {
  const issuedBefore = new Date().toISOString();
  for (let i = 0; i < userIds.length; i += USERS_PER_EVENT) {
    const chunk = userIds.slice(i, i + USERS_PER_EVENT);
    await recordEvent<AccessTokensRevokedEventData>(tx, {
      type: identityEventTypes.accessTokensRevoked,
      actor: systemActor,
      subject: subject ?? { type: 'user', id: chunk[0] },
      data: { userIds: chunk, issuedBefore, reason },
    });
  }
}

/**
 * A user's roles, employee or facility link changed: what their tokens claim (`perm`, `emp`, `fac`) is no longer true.
 * (A deactivation revokes through `revokeUserSessions`.)
 */
export async function revokeWhenAccessChanged(tx: Queryable, before: UserResponse, after: UserResponse) {
  const roles = (u: UserResponse) => [...u.roleIds].sort().join();
  if (roles(before) !== roles(after) || before.employeeId !== after.employeeId || before.facilityId !== after.facilityId) {
    await revokeAccessTokens(tx, [after.id], 'access changed');
  }
}

/** A role's permissions changed (or the role is deleted, `after` null): all its holders' tokens. */
export async function revokeRoleHolders(tx: Queryable, before: RoleResponse, after: RoleResponse | null) {
  if (after && JSON.stringify(before.permissions) === JSON.stringify(after.permissions)) return;
  const holders = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, before.id));
  if (holders.length === 0) return;
  await revokeAccessTokens(tx, holders.map((h) => h.userId), after ? 'role permissions changed' : 'role deleted', { type: 'role', id: before.id });
}
