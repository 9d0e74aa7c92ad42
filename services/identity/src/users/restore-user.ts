import { notFound, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { UserResponse } from '@cs/contracts/http/identity';
import { findUser, updateUserRow } from './users.repo';
import { conflictOnUnique } from '../unique-violation';
import { userUniqueConflicts, ensureEmailFree, ensureEmployeeLinkable } from './user-rules';
import { loadUserResponse, recordUserEvent } from './user-events';

/** Brings a user back from the trash — unless their email or employee has been taken meanwhile (409). */
export async function restoreUser(deps: ServiceDeps, principal: Principal, id: string, correlationId?: string): Promise<UserResponse> {
  return conflictOnUnique(() => transact(deps, async (tx) => {
    const trashed = await findUser(tx, id, { forUpdate: true, inTrash: true });
    if (!trashed) throw notFound('User in the trash');
    await ensureEmailFree(tx, trashed.email, id);
    if (trashed.employeeId) await ensureEmployeeLinkable(tx, trashed.employeeId, id);
    const user = await loadUserResponse(tx, await updateUserRow(tx, id, { deletedAt: null, deletedBy: null }));
    await recordUserEvent(tx, 'restored', principal, null, user, correlationId);
    return user;
  }), userUniqueConflicts);
}
