import { v7 as uuidv7 } from 'uuid';
import { actorOf, diffFields, recordEvent, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { CreateRoleRequest, RoleResponse } from '@cs/contracts/http/identity';
import { identityEventTypes } from '@cs/contracts/events/identity';
import { normalizeGrants, toRoleResponse } from './role-record';
import { insertRole } from './roles.repo';
import { conflictOnUnique } from '../unique-violation';
import { roleUniqueConflicts, ensureRoleNameFree } from './role-rules';

export async function createRole(deps: ServiceDeps, principal: Principal, body: CreateRoleRequest, correlationId?: string): Promise<RoleResponse> {
  return conflictOnUnique(() => transact(deps, async (tx) => {
    await ensureRoleNameFree(tx, body.name);
    const values = { name: body.name, description: body.description ?? null, permissions: normalizeGrants(body.permissions) };
    const role = toRoleResponse(await insertRole(tx, uuidv7(), values));
    await recordEvent(tx, {
      type: identityEventTypes.roleCreated,
      actor: actorOf(principal),
      subject: { type: 'role', id: role.id },
      data: role,
      changes: diffFields(null, role, ['id']),
      correlationId,
    });
    return role;
  }), roleUniqueConflicts);
}
