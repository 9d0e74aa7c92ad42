import { changeRecord, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { UpdateUserRequest, UserResponse } from '@cs/contracts/http/identity';
import { revokeUserSessions } from '../sessions/sessions.repo';
import { revokeWhenAccessChanged } from '../sessions/revoke-access-tokens';
import { findAdministratorRole } from '../roles/roles.repo';
import { findUser, setUserRoles, updateUserRow } from './users.repo';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import { userUniqueConflicts, ensureAdministratorRemains, ensureEmailFree, ensureEmployeeLinkable, ensureFacilityLinkable, ensureNotSelf, ensureRolesExist } from './user-rules';
import { loadUserResponse, recordUserEvent } from './user-events';
import { ensureMayChangeUser } from './user-grant-checks';

/**
 * Replaces a user's editable fields. Deactivating ends the user's sessions; a change of roles or of
 * the employee or facility link revokes the user's access tokens at once (docs/identity.md). Nobody deactivates themselves, and the last administrator stays one.
 */
export async function updateUser(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateUserRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<UserResponse> {
  return conflictOnUnique(() => changeRecord(deps, { read: (tx) => findUser(tx, id, { lock: true }), missing: 'User', expectedVersion }, async (tx, current) => {
    const active = body.active ?? true;
    const link = { employeeId: body.employeeId ?? null, facilityId: body.facilityId ?? null };
    await ensureFacilityLinkable(tx, link, link.facilityId !== current.facilityId);
    if (current.active && !active) ensureNotSelf(principal, id, 'deactivate');
    const roleIds = await ensureRolesExist(tx, body.roleIds);
    const admin = await findAdministratorRole(tx);
    await ensureAdministratorRemains(tx, id, active && Boolean(admin && roleIds.includes(admin.id)));
    await ensureMayChangeUser(tx, principal, current, roleIds, link);
    await ensureEmailFree(tx, body.email, id);
    if (link.employeeId !== current.employeeId) await ensureEmployeeLinkable(tx, link.employeeId, id);
    const before = await loadUserResponse(tx, current);
    const row = await updateUserRow(tx, id, { email: body.email, displayName: body.displayName, active, ...link });
    await setUserRoles(tx, id, roleIds);
    if (current.active && !active) await revokeUserSessions(tx, id, 'deactivated');
    const after = await loadUserResponse(tx, row);
    await revokeWhenAccessChanged(tx, before, after);
    await recordUserEvent(tx, 'updated', principal, before, after, correlationId);
    return after;
  }), userUniqueConflicts);
}
