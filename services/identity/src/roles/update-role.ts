import { changeRecord, recordChange, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { RoleResponse, UpdateRoleRequest } from '@cs/contracts/http/identity';
import { revokeRoleHolders } from '../sessions/revoke-access-tokens';
import { normalizeGrants, toRoleResponse } from './role-record';
import { findRole, updateRoleRow } from './roles.repo';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import { roleUniqueConflicts, ensureAdministratorIntact, ensureRoleNameFree } from './role-rules';
import { mergeGrants } from '@cs/contracts';
import { ensureMayChangeRole } from './role-grant-checks';

/** Replaces a role; a change of its permissions revokes its holders' access tokens at once (they refresh). */
export async function updateRole(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateRoleRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<RoleResponse> {
  return conflictOnUnique(() => changeRecord(deps, { read: (tx) => findRole(tx, id, { forUpdate: true }), missing: 'Role', expectedVersion }, async (tx, current) => {
    const values = { name: body.name, description: body.description ?? null, permissions: normalizeGrants(body.permissions) };
    await ensureMayChangeRole(tx, principal, id, { before: mergeGrants(current.permissions), after: mergeGrants(values.permissions) });
    ensureAdministratorIntact(current, values);
    await ensureRoleNameFree(tx, body.name, id);
    const before = toRoleResponse(current);
    const after = toRoleResponse(await updateRoleRow(tx, id, values));
    await revokeRoleHolders(tx, before, after);
    await recordChange(tx, { context: 'identity', aggregate: 'role', verb: 'updated', principal, id, label: after.name, data: after, before, correlationId });
    return after;
  }), roleUniqueConflicts);
}
