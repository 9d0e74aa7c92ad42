import type { Tx } from '@cs/service-kit';
import { updateUserRow, usersLinkedTo } from './users.repo';
import { loadUserResponse, recordUserEvent } from './user-events';
import { revokeWhenAccessChanged } from '../sessions/revoke-access-tokens';

/** A purged employee is gone for good: users linked to it (in the trash too) keep working, without the link;
 * their access tokens, which still name the employee (`emp`), are revoked. */
export async function unlinkEmployee(tx: Tx, employeeId: string, correlationId?: string) {
  for (const current of await usersLinkedTo(tx, employeeId)) {
    const before = await loadUserResponse(tx, current);
    const after = await loadUserResponse(tx, await updateUserRow(tx, current.id, { employeeId: null }));
    await revokeWhenAccessChanged(tx, before, after);
    await recordUserEvent(tx, 'updated', null, before, after, correlationId);
  }
}
