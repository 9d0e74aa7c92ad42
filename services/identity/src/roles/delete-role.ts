import { conflict, notFound, recordChange, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { revokeRoleHolders } from '../sessions/revoke-access-tokens';
import { toRoleResponse } from './role-record';
import { countRoleHolders, deleteRoleRow, findRole } from './roles.repo';
import { mergeGrants } from '@cs/contracts';
import { ensureMayChangeRole } from './role-grant-checks';

/** Deletes a role nobody holds; a held role → 409 naming how many users hold it. Administrator never. */
export async function deleteRole(deps: ServiceDeps, principal: Principal, id: string, correlationId?: string): Promise<void> {
  await transact(deps, async (tx) => {
    const current = await findRole(tx, id, { forUpdate: true });
    if (!current) throw notFound('Role');
    await ensureMayChangeRole(tx, principal, id, { before: mergeGrants(current.permissions), after: null });
    if (current.builtIn === 'administrator') throw conflict('PROTECTED_ROLE', 'The built-in Administrator role cannot be deleted.');
    const holders = await countRoleHolders(tx, id);
    if (holders > 0) {
      const who = holders === 1 ? '1 user holds it' : `${holders} users hold it`;
      throw conflict('ROLE_IN_USE', `The role "${current.name}" is still assigned: ${who}. Remove it from them first.`, { userCount: holders });
    }
    await revokeRoleHolders(tx, toRoleResponse(current), null);
    await deleteRoleRow(tx, id);
    await recordChange(tx, { context: 'identity', aggregate: 'role', verb: 'deleted', principal, id, label: current.name, data: toRoleResponse(current), correlationId });
  });
}
