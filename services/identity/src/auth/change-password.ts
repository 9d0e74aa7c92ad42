import { badRequest, recordEvent, transact, unauthorized, actorOf, type Principal } from '@cs/service-kit';
import type { ChangePasswordRequest } from '@cs/contracts/http/identity';
import { identityEventTypes } from '@cs/contracts/events/identity';
import type { IdentityDeps } from '../identity-deps';
import { hashPassword, verifyPassword } from '../passwords/password-hash';
import { enforcePasswordPolicy } from '../passwords/enforce-password-policy';
import { findUser, roleIdsOf, updateUserRow } from '../users/users.repo';
import { toUserResponse, userLabel } from '../users/user-record';
import type { Caller } from './caller';
import { hashRefreshToken } from '../sessions/refresh-tokens';
import { familyOfToken, revokeUserSessions } from '../sessions/sessions.repo';

/**
 * The caller changes their own password, proving the current one (wrong guesses count towards the
 * login throttle, reserved before the check). Every other session of theirs ends, and every access
 * token issued until now is revoked (this browser keeps its session and refreshes for a new one).
 */
export async function changePassword(deps: IdentityDeps, principal: Principal, body: ChangePasswordRequest, presentedRefresh: string | undefined, caller: Caller) {
  const user = await findUser(deps.db, principal.userId);
  if (!user || !user.active) throw unauthorized('Your account is not active.');
  const attempt = await deps.throttle.reserve(user.email, caller.address);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    caller.log.info({ event: 'security.password_change_failed', userId: user.id }, 'wrong current password');
    await attempt.failed(caller.log);
    throw badRequest('The current password is not correct.', { currentPassword: ['is not correct'] });
  }
  await attempt.succeeded();
  enforcePasswordPolicy(body.newPassword, user.email, 'newPassword');
  if (body.newPassword === body.currentPassword) throw badRequest('The new password must differ from the current one.', { newPassword: ['must differ from the current password'] });
  const passwordHash = await hashPassword(body.newPassword);
  const keepFamily = presentedRefresh ? await familyOfToken(deps.db, hashRefreshToken(presentedRefresh)) : undefined;
  await transact(deps, async (tx) => {
    const row = await updateUserRow(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, 'password changed', keepFamily);
    const roleIds = (await roleIdsOf(tx, [user.id])).get(user.id) ?? [];
    await recordEvent(tx, {
      type: identityEventTypes.userPasswordChanged,
      actor: actorOf(principal),
      subject: { type: 'user', id: user.id, label: userLabel(row) },
      data: toUserResponse(row, roleIds),
      correlationId: caller.requestId,
    });
  });
  caller.log.info({ event: 'security.password_changed', userId: user.id }, 'password changed');
}
