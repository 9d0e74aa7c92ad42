import { rolesApi } from '@cs/contracts/http/identity';
import { found, pageOf, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toRoleResponse } from './role-record';
import { findRole, listRoles } from './roles.repo';
import { createRole } from './create-role';
import { updateRole } from './update-role';
import { deleteRole } from './delete-role';

export function rolesHandlers(deps: ServiceDeps): Handlers<typeof rolesApi> {
  return {
    listRoles: async ({ query }) => pageOf(await listRoles(deps.db, query), toRoleResponse, query),
    getRole: async ({ params }) => toRoleResponse(found(await findRole(deps.db, params.id), 'Role')),
    createRole: ({ principal, body, requestId }) => createRole(deps, principal, body, requestId),
    updateRole: ({ principal, params, body, expectedVersion, requestId }) => updateRole(deps, principal, params.id, body, expectedVersion, requestId),
    deleteRole: ({ principal, params, requestId }) => deleteRole(deps, principal, params.id, requestId),
  };
}
