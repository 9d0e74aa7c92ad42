import { actorOf, notFound, recordEvent, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { identityEventTypes } from '@cs/contracts/events/identity';
import { revokeUserSessions } from '../auth/sessions.repo';
import { findUser, updateUserRow } from './users.repo';
import { ensureAdministratorRemains, ensureNotSelf } from './user-rules';
import { loadUserResponse } from './user-events';
import { userLabel } from './user-record';

/** Moves a user to the trash (soft delete): invisible, cannot log in, sessions end; restorable. */
export async function deleteUser(deps: ServiceDeps, principal: Principal, id: string, correlationId?: string): Promise<void> {
  await transact(deps, async (tx) => {
    const current = await findUser(tx, id, { forUpdate: true });
    if (!current) throw notFound('User');
    ensureNotSelf(principal, id, 'delete');
    await ensureAdministratorRemains(tx, id, false);
    const row = await updateUserRow(tx, id, { deletedAt: new Date(), deletedBy: principal.userId });
    await revokeUserSessions(tx, id, 'deleted');
    const user = await loadUserResponse(tx, row);
    await recordEvent(tx, {
      type: identityEventTypes.userDeleted,
      actor: actorOf(principal),
      subject: { type: 'user', id },
      data: { ...user, label: userLabel(user), deletedAt: row.deletedAt!.toISOString(), deletedBy: row.deletedBy },
      changes: [{ field: 'deletedAt', before: null, after: row.deletedAt!.toISOString() }],
      correlationId,
    });
  });
}
