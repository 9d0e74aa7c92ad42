import { diffFields, findMapped, type Trashable } from '@cs/service-kit';
import type { UserResponse } from '@cs/contracts/http/identity';
import { revokeUserSessions } from '../sessions/sessions.repo';
import { users } from '../schema';
import { systemActor } from '../shared/system-actor';
import { loadUserResponse } from './user-events';
import { userLabel } from './user-record';
import { ensureAdministratorRemains, ensureEmailFree, ensureEmployeeLinkable, ensureNotSelf, userUniqueConflicts } from './user-rules';
import { findUser } from './users.repo';
import { ensureMayChangeUser } from './user-grant-checks';

/**
 * Users in the trash: invisible, cannot log in, their sessions end. Nobody deletes their own account,
 * and the last administrator stays. A restore is refused while their email or employee has been taken
 * meanwhile (409).
 */
export const userTrashable: Trashable<UserResponse> = {
  context: 'identity',
  aggregate: 'user',
  noun: 'User',
  table: users,
  find: findMapped(findUser, (row, q) => loadUserResponse(q, row)),
  label: (_q, user) => userLabel(user),
  assertDeletable: async (tx, user, principal) => {
    ensureNotSelf(principal, user.id, 'delete');
    await ensureMayChangeUser(tx, principal, user, null);
    await ensureAdministratorRemains(tx, user.id, false);
  },
  afterDelete: (tx, user) => revokeUserSessions(tx, user.id, 'deleted'),
  // restoring gives the user their roles back: the restorer must hold them (rolls the restore back)
  afterRestore: (tx, user, principal) => ensureMayChangeUser(tx, principal, user, null),
  // purging is acting on the account too; the retention purge (no principal) is not refused
  beforePurge: async (tx, user, principal) => {
    if (principal) await ensureMayChangeUser(tx, principal, user, null);
  },
  prepareRestore: async (tx, user) => {
    await ensureEmailFree(tx, user.email, user.id);
    if (user.employeeId) await ensureEmployeeLinkable(tx, user.employeeId, user.id);
  },
  uniqueConflicts: userUniqueConflicts,
  systemActor,
  changesOf: (verb, data) =>
    verb === 'deleted' ? [{ field: 'deletedAt', before: null, after: data.deletedAt }] : diffFields(null, data, ['id', 'lastLoginAt']),
};
