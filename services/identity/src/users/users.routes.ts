import { toPaged } from '@cs/contracts';
import { usersApi } from '@cs/contracts/http/identity';
import { notFound, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toUserResponse } from './user-record';
import { findUser, listUsers, roleIdsOf } from './users.repo';
import { loadUserResponse } from './user-events';
import { createUser } from './create-user';
import { updateUser } from './update-user';
import { deactivateUser } from './deactivate-user';
import { resetUserPassword } from './reset-user-password';
import { userTrashable } from './user-trashable';

export function usersHandlers(deps: ServiceDeps): Handlers<typeof usersApi> {
  const trash = trashableHandlers(deps, userTrashable);
  return {
    listUsers: async ({ query }) => {
      const { rows, total } = await listUsers(deps.db, query);
      const roleIds = await roleIdsOf(deps.db, rows.map((r) => r.id));
      return toPaged(rows.map((row) => toUserResponse(row, roleIds.get(row.id) ?? [])), total, query);
    },
    getUser: async ({ params }) => {
      const row = await findUser(deps.db, params.id);
      if (!row) throw notFound('User');
      return loadUserResponse(deps.db, row);
    },
    createUser: ({ principal, body, requestId }) => createUser(deps, principal, body, requestId),
    updateUser: ({ principal, params, body, expectedVersion, requestId }) => updateUser(deps, principal, params.id, body, expectedVersion, requestId),
    deactivateUser: ({ principal, params, requestId }) => deactivateUser(deps, principal, params.id, requestId),
    resetUserPassword: ({ principal, params, body, requestId }) => resetUserPassword(deps, principal, params.id, body, requestId),
    deleteUser: trash.delete,
    restoreUser: trash.restore,
    purgeUser: trash.purge,
  };
}
