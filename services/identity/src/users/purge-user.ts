import { actorOf, notFound, recordEvent, transact, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import { identityEventTypes } from '@cs/contracts/events/identity';
import { deleteUserRow, findUser } from './users.repo';
import { userLabel } from './user-record';

/** Deletes a trashed user for good (roles and sessions go with it); `principal` null: the retention timer. */
export async function purgeTrashedUser(tx: Tx, principal: Principal | null, id: string, correlationId?: string): Promise<boolean> {
  const trashed = await findUser(tx, id, { forUpdate: true, inTrash: true });
  if (!trashed) return false;
  await deleteUserRow(tx, id);
  await recordEvent(tx, {
    type: identityEventTypes.userPurged,
    actor: principal ? actorOf(principal) : { userId: null, displayName: 'system' },
    subject: { type: 'user', id },
    data: { id, label: userLabel(trashed) },
    correlationId,
  });
  return true;
}

export async function purgeUser(deps: ServiceDeps, principal: Principal, id: string, correlationId?: string): Promise<void> {
  await transact(deps, async (tx) => {
    if (!(await purgeTrashedUser(tx, principal, id, correlationId))) throw notFound('User in the trash');
  });
}
