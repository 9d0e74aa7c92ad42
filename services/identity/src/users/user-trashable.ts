import { diffFields, type Trashable } from '@cs/service-kit';
import type { UserResponse } from '@cs/contracts/http/identity';
import { revokeUserSessions } from '../auth/sessions.repo';
import { users } from '../schema';
import { systemActor } from '../system-actor';
import { loadUserResponse } from './user-events';
import { userLabel } from './user-record';
import { ensureAdministratorRemains, ensureEmailFree, ensureEmployeeLinkable, ensureNotSelf, userUniqueConflicts } from './user-rules';
import { findUser, updateUserRow } from './users.repo';

/**
 * Users in the trash: invisible, cannot log in, their sessions end. Nobody deletes their own account,
 * and the last administrator stays. A restore is refused while their email or employee has been taken
 * meanwhile (409). Deleting and restoring are edits (version and updatedAt move on).
 */
export const userTrashable: Trashable<UserResponse> = {
  context: 'identity',
  aggregate: 'user',
  noun: 'User',
  table: users,
  find: async (q, id, { trashed, lock } = {}) => {
    const row = await findUser(q, id, { inTrash: trashed, forUpdate: lock });
    return row && loadUserResponse(q, row);
  },
  label: (_q, user) => userLabel(user),
  assertDeletable: async (tx, user, principal) => {
    ensureNotSelf(principal, user.id, 'delete');
    await ensureAdministratorRemains(tx, user.id, false);
  },
  markDeleted: async (tx, user, deletedBy) => {
    const row = await updateUserRow(tx, user.id, { deletedAt: new Date(), deletedBy });
    return { record: await loadUserResponse(tx, row), deletedAt: row.deletedAt!.toISOString() };
  },
  afterDelete: (tx, user) => revokeUserSessions(tx, user.id, 'deleted'),
  prepareRestore: async (tx, user) => {
    await ensureEmailFree(tx, user.email, user.id);
    if (user.employeeId) await ensureEmployeeLinkable(tx, user.employeeId, user.id);
  },
  uniqueConflicts: userUniqueConflicts,
  markRestored: async (tx, user) => loadUserResponse(tx, await updateUserRow(tx, user.id, { deletedAt: null, deletedBy: null })),
  systemActor,
  changesOf: (verb, data) =>
    verb === 'deleted' ? [{ field: 'deletedAt', before: null, after: data.deletedAt }] : diffFields(null, data, ['id', 'lastLoginAt']),
};
