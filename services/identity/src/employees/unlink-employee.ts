import type { Tx } from '@cs/service-kit';
import { updateUserRow, usersLinkedTo } from '../users/users.repo';
import { loadUserResponse, recordUserEvent } from '../users/user-events';

/** A purged employee is gone for good: users linked to it (in the trash too) keep working, without the link. */
export async function unlinkEmployee(tx: Tx, employeeId: string, correlationId?: string) {
  for (const current of await usersLinkedTo(tx, employeeId)) {
    const before = await loadUserResponse(tx, current);
    const after = await loadUserResponse(tx, await updateUserRow(tx, current.id, { employeeId: null }));
    await recordUserEvent(tx, 'updated', null, before, after, correlationId);
  }
}
