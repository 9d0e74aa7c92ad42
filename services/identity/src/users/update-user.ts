import { notFound, staleVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { UpdateUserRequest, UserResponse } from '@cs/contracts/http/identity';
import { revokeUserSessions } from '../auth/sessions.repo';
import { findAdministratorRole } from '../roles/roles.repo';
import { findUser, setUserRoles, updateUserRow } from './users.repo';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import { userUniqueConflicts, ensureAdministratorRemains, ensureEmailFree, ensureEmployeeLinkable, ensureNotSelf, ensureRolesExist } from './user-rules';
import { loadUserResponse, recordUserEvent } from './user-events';

/**
 * Replaces a user's editable fields. Deactivating ends the user's sessions; role changes reach the
 * user at their next refresh. Nobody deactivates themselves, and the last administrator stays one.
 */
export async function updateUser(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateUserRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<UserResponse> {
  return conflictOnUnique(() => transact(deps, async (tx) => {
    const current = await findUser(tx, id, { forUpdate: true });
    if (!current) throw notFound('User');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw staleVersion();
    const active = body.active ?? true;
    const employeeId = body.employeeId ?? null;
    if (current.active && !active) ensureNotSelf(principal, id, 'deactivate');
    await ensureEmailFree(tx, body.email, id);
    const roleIds = await ensureRolesExist(tx, body.roleIds);
    if (employeeId !== current.employeeId) await ensureEmployeeLinkable(tx, employeeId, id);
    const admin = await findAdministratorRole(tx);
    await ensureAdministratorRemains(tx, id, active && Boolean(admin && roleIds.includes(admin.id)));
    const before = await loadUserResponse(tx, current);
    const row = await updateUserRow(tx, id, { email: body.email, displayName: body.displayName, active, employeeId });
    await setUserRoles(tx, id, roleIds);
    if (current.active && !active) await revokeUserSessions(tx, id, 'deactivated');
    const after = await loadUserResponse(tx, row);
    await recordUserEvent(tx, 'updated', principal, before, after, correlationId);
    return after;
  }), userUniqueConflicts);
}
