import { notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { ResetPasswordRequest } from '@cs/contracts/http/identity';
import { revokeUserSessions } from '../sessions/sessions.repo';
import { hashPassword } from '../passwords/password-hash';
import { enforcePasswordPolicy } from '../passwords/enforce-password-policy';
import { findUser, updateUserRow } from './users.repo';
import { loadUserResponse, recordUserEvent } from './user-events';
import { ensureMayChangeUser } from './user-grant-checks';

/** An administrator sets a new password for a user; the user's sessions end. */
export async function resetUserPassword(deps: ServiceDeps, principal: Principal, id: string, body: ResetPasswordRequest, correlationId?: string) {
  const user = await findUser(deps.db, id);
  if (!user) throw notFound('User');
  enforcePasswordPolicy(body.password, user.email);
  const passwordHash = await hashPassword(body.password);
  await transact(deps, async (tx) => {
    const current = await findUser(tx, id, { lock: true });
    if (!current) throw notFound('User');
    await ensureMayChangeUser(tx, principal, current, null);
    const before = await loadUserResponse(tx, current);
    const after = await loadUserResponse(tx, await updateUserRow(tx, id, { passwordHash }));
    await revokeUserSessions(tx, id, 'password reset');
    await recordUserEvent(tx, 'passwordReset', principal, before, after, correlationId);
  });
}
