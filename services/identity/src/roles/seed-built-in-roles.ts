import { v7 as uuidv7 } from 'uuid';
import { allPermissions } from '@cs/contracts';
import { recordChange, transact, type ServiceDeps, type Tx } from '@cs/service-kit';
import { builtInRoleDefinitions } from './built-in-roles';
import { countRoles, findAdministratorRole, insertRole, updateRoleRow } from './roles.repo';
import { normalizeGrants, toRoleResponse } from './role-record';
import { grantsEqual } from './role-rules';
import { takeBootstrapLock } from '../shared/bootstrap-lock';
import { systemActor } from '../shared/system-actor';

/**
 * Seeds the built-in roles into an empty roles table (first start). Later starts leave roles alone:
 * the office may have changed or deleted Disponent and Mitarbeiter; Administrator cannot be deleted
 * and holds the whole catalog, so a release whose catalog has new modules grants them to it.
 */
export async function seedBuiltInRoles(deps: ServiceDeps): Promise<void> {
  await transact(deps, async (tx) => {
    await takeBootstrapLock(tx);
    if ((await countRoles(tx)) > 0) return completeAdministrator(deps, tx);
    for (const definition of builtInRoleDefinitions) {
      const role = toRoleResponse(await insertRole(tx, uuidv7(), definition));
      await recordChange(tx, { context: 'identity', aggregate: 'role', verb: 'created', principal: null, systemActor, id: role.id, label: role.name, data: role });
    }
    deps.logger.info({ roles: builtInRoleDefinitions.map((r) => r.name) }, 'built-in roles seeded');
  });
}

/** The Administrator role given the modules a newer catalog added (`identity.role.updated`, actor system). */
async function completeAdministrator(deps: ServiceDeps, tx: Tx) {
  const role = await findAdministratorRole(tx);
  if (!role || grantsEqual(role.permissions, allPermissions)) return;
  const before = toRoleResponse(role);
  const after = toRoleResponse(await updateRoleRow(tx, role.id, { name: role.name, description: role.description, permissions: normalizeGrants(allPermissions) }));
  await recordChange(tx, { context: 'identity', aggregate: 'role', verb: 'updated', principal: null, systemActor, id: role.id, data: after, before });
  deps.logger.info({ role: role.name }, 'administrator role given the whole permission catalog');
}
