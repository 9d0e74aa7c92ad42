import { toPaged } from '@cs/contracts';
import { rolesApi } from '@cs/contracts/http/identity';
import { notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toRoleResponse } from './role-record';
import { findRole, listRoles } from './roles.repo';
import { createRole } from './create-role';
import { updateRole } from './update-role';
import { deleteRole } from './delete-role';

export function rolesHandlers(deps: ServiceDeps): Handlers<typeof rolesApi> {
  return {
    listRoles: async ({ query }) => {
      const { rows, total } = await listRoles(deps.db, query);
      return toPaged(rows.map(toRoleResponse), total, query);
    },
    getRole: async ({ params }) => {
      const row = await findRole(deps.db, params.id);
      if (!row) throw notFound('Role');
      return toRoleResponse(row);
    },
    createRole: ({ principal, body, requestId }) => createRole(deps, principal, body, requestId),
    updateRole: ({ principal, params, body, expectedVersion, requestId }) => updateRole(deps, principal, params.id, body, expectedVersion, requestId),
    deleteRole: ({ principal, params, requestId }) => deleteRole(deps, principal, params.id, requestId),
  };
}
