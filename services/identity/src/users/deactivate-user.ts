import { notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { UserResponse } from '@cs/contracts/http/identity';
import { revokeUserSessions } from '../sessions/sessions.repo';
import { findUser, updateUserRow } from './users.repo';
import { ensureAdministratorRemains, ensureNotSelf } from './user-rules';
import { loadUserResponse, recordUserEvent } from './user-events';
import { ensureMayChangeUser } from './user-grant-checks';

/** No more logins or refreshes; every session ends now, access tokens with their short expiry. */
export async function deactivateUser(deps: ServiceDeps, principal: Principal, id: string, correlationId?: string): Promise<UserResponse> {
  return transact(deps, async (tx) => {
    const current = await findUser(tx, id, { lock: true });
    if (!current) throw notFound('User');
    const before = await loadUserResponse(tx, current);
    if (!current.active) return before;
    ensureNotSelf(principal, id, 'deactivate');
    await ensureMayChangeUser(tx, principal, current, null);
    await ensureAdministratorRemains(tx, id, false);
    const after = await loadUserResponse(tx, await updateUserRow(tx, id, { active: false }));
    await revokeUserSessions(tx, id, 'deactivated');
    await recordUserEvent(tx, 'deactivated', principal, before, after, correlationId);
    return after;
  });
}
