import { v7 as uuidv7 } from 'uuid';
import { diffFields, recordEvent, transact, type ServiceDeps } from '@cs/service-kit';
import { identityEventTypes } from '@cs/contracts/events/identity';
import { builtInRoleDefinitions } from './built-in-roles';
import { countRoles, insertRole } from './roles.repo';
import { toRoleResponse } from './role-record';
import { takeBootstrapLock } from '../bootstrap-lock';

const system = { userId: null, displayName: 'system' };

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
      await recordEvent(tx, {
        type: identityEventTypes.roleCreated,
        actor: system,
        subject: { type: 'role', id: role.id },
        data: role,
        changes: diffFields(null, role, ['id']),
      });
    }
    deps.logger.info({ roles: builtInRoleDefinitions.map((r) => r.name) }, 'built-in roles seeded');
  });
}
