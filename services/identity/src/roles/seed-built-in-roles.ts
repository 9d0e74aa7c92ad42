import { v7 as uuidv7 } from 'uuid';
import { recordChange, transact, type ServiceDeps } from '@cs/service-kit';
import { builtInRoleDefinitions } from './built-in-roles';
import { countRoles, insertRole } from './roles.repo';
import { toRoleResponse } from './role-record';
import { takeBootstrapLock } from '../shared/bootstrap-lock';
import { systemActor } from '../shared/system-actor';

/**
 * Seeds the built-in roles into an empty roles table (first start). Later starts leave roles alone:
 * the office may have changed or deleted Disponent and Mitarbeiter; Administrator cannot be deleted.
 */
export async function seedBuiltInRoles(deps: ServiceDeps): Promise<void> {
  await transact(deps, async (tx) => {
    await takeBootstrapLock(tx);
    if ((await countRoles(tx)) > 0) return;
    for (const definition of builtInRoleDefinitions) {
      const role = toRoleResponse(await insertRole(tx, uuidv7(), definition));
      await recordChange(tx, { context: 'identity', aggregate: 'role', verb: 'created', principal: null, systemActor, id: role.id, label: role.name, data: role });
    }
    deps.logger.info({ roles: builtInRoleDefinitions.map((r) => r.name) }, 'built-in roles seeded');
  });
}
