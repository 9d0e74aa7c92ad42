import { v7 as uuidv7 } from 'uuid';
import { recordChange, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { CreateRoleRequest, RoleResponse } from '@cs/contracts/http/identity';
import { normalizeGrants, toRoleResponse } from './role-record';
import { insertRole } from './roles.repo';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import { roleUniqueConflicts, ensureRoleNameFree } from './role-rules';
import { mergeGrants } from '@cs/contracts';
import { ensureMayChangeRole } from './role-grant-checks';

export async function createRole(deps: ServiceDeps, principal: Principal, body: CreateRoleRequest, correlationId?: string): Promise<RoleResponse> {
  return conflictOnUnique(() => transact(deps, async (tx) => {
    const values = { name: body.name, description: body.description ?? null, permissions: normalizeGrants(body.permissions) };
    await ensureMayChangeRole(tx, principal, null, { before: null, after: mergeGrants(values.permissions) });
    await ensureRoleNameFree(tx, body.name);
    const role = toRoleResponse(await insertRole(tx, uuidv7(), values));
    await recordChange(tx, { context: 'identity', aggregate: 'role', verb: 'created', principal, id: role.id, label: role.name, data: role, correlationId });
    return role;
  }), roleUniqueConflicts);
}
