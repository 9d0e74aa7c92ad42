import { notFound, recordChange, staleVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { RoleResponse, UpdateRoleRequest } from '@cs/contracts/http/identity';
import { normalizeGrants, toRoleResponse } from './role-record';
import { findRole, updateRoleRow } from './roles.repo';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import { roleUniqueConflicts, ensureAdministratorIntact, ensureRoleNameFree } from './role-rules';

/** Replaces a role; holders see the new permissions in their next access token (next refresh). */
export async function updateRole(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateRoleRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<RoleResponse> {
  return conflictOnUnique(() => transact(deps, async (tx) => {
    const current = await findRole(tx, id, { forUpdate: true });
    if (!current) throw notFound('Role');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw staleVersion();
    const values = { name: body.name, description: body.description ?? null, permissions: normalizeGrants(body.permissions) };
    ensureAdministratorIntact(current, values);
    await ensureRoleNameFree(tx, body.name, id);
    const before = toRoleResponse(current);
    const after = toRoleResponse(await updateRoleRow(tx, id, values));
    await recordChange(tx, { context: 'identity', aggregate: 'role', verb: 'updated', principal, id, data: after, before, correlationId });
    return after;
  }), roleUniqueConflicts);
}
